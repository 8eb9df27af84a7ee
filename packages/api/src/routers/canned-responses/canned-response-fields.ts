import {
  CANNED_RESPONSES,
  CANNED_SHORTCUT_PATTERN,
  cannedMessages,
} from '@balasin/shared/canned-responses';
import { z } from 'zod';

/**
 * A response as an owner or admin writes it. A leading `/` (typed out of habit) is dropped and
 * the shortcut lower-cased, so `/Harga` and `harga` are the same shortcut.
 */
export const cannedResponseFields = {
  shortcut: z
    .string({ error: cannedMessages.shortcutRequired })
    .trim()
    .transform((value) => value.replace(/^\/+/, '').toLowerCase())
    .pipe(
      z
        .string()
        .min(1, cannedMessages.shortcutRequired)
        .max(CANNED_RESPONSES.shortcutMax, cannedMessages.shortcutTooLong)
        .regex(CANNED_SHORTCUT_PATTERN, cannedMessages.shortcutInvalid),
    )
    .meta({ example: 'harga' }),
  text: z
    .string({ error: cannedMessages.textRequired })
    .trim()
    .min(1, cannedMessages.textRequired)
    .max(CANNED_RESPONSES.textMax, cannedMessages.textTooLong)
    .meta({ example: 'Halo {{nama}}, harga kaos polos Rp75.000 ya. Salam, {{agen}}' }),
};
