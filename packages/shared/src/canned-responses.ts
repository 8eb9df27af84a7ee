import { INBOX } from './inbox.ts';

/** Canned responses (issue 23): a business's shared replies, typed as `/shortcut` in the inbox. */
export const CANNED_RESPONSES = {
  /** Per business: enough for a shop's price list and policies, few enough to read in a list. */
  max: 200,
  shortcutMax: 32,
  /** A filled response goes out as one reply, so it fits one. */
  textMax: INBOX.replyMax,
  /** Matches the `/` list shows at most while typing. */
  pickerMax: 8,
} as const;

/** Lower-case letters, digits, `-` and `_`: typed after `/` with no shift key, on any keyboard. */
export const CANNED_SHORTCUT_PATTERN = /^[a-z0-9_-]+$/;

/**
 * The variables a response may hold, filled for the conversation it is used in: the contact's
 * name and phone, and the name of the team member sending it. Written `{{nama}}`; case and
 * spaces inside the braces do not matter; anything else in braces is left as written.
 */
export const CANNED_VARIABLES = ['nama', 'nomor', 'agen'] as const;
export type CannedVariable = (typeof CANNED_VARIABLES)[number];

/** What `{{nama}}` becomes for a contact with no name: the usual polite address in a chat. */
export const CANNED_UNNAMED_CONTACT = 'Kak';

export type CannedValues = {
  contactName: string | null;
  contactPhone: string | null;
  agentName: string;
};

const VARIABLE = /\{\{\s*([a-z]+)\s*\}\}/gi;

/** The response's text with its variables filled for one conversation and sender. */
export const fillCannedResponse = (text: string, values: CannedValues) => {
  const filled: Record<CannedVariable, string> = {
    nama: values.contactName?.trim() || CANNED_UNNAMED_CONTACT,
    nomor: values.contactPhone ?? '',
    agen: values.agentName,
  };
  return text.replace(VARIABLE, (whole, name: string) => {
    const key = name.toLowerCase();
    return (CANNED_VARIABLES as readonly string[]).includes(key)
      ? filled[key as CannedVariable]
      : whole;
  });
};

export const cannedMessages = {
  notFound: 'Canned response not found',
  shortcutRequired: 'Enter a shortcut',
  shortcutTooLong: `A shortcut may be at most ${CANNED_RESPONSES.shortcutMax} characters`,
  shortcutInvalid: 'Use lower-case letters, numbers, - and _ only (no spaces)',
  shortcutTaken: 'Another canned response already uses that shortcut',
  textRequired: 'Enter the response text',
  textTooLong: `A response may be at most ${CANNED_RESPONSES.textMax} characters`,
  limitReached: `A business may keep at most ${CANNED_RESPONSES.max} canned responses`,
  noBusiness: 'Canned responses belong to a business; you are not in one',
} as const;
