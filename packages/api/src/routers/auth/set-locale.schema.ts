import { LOCALES } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { userEnvelopeSchema } from './user-dto.ts';

export const setLocaleInput = z.object({
  locale: z.enum(LOCALES).meta({
    description: 'en (English, the default) or id (Bahasa Indonesia)',
    example: 'id',
  }),
});
export const setLocaleOutput = userEnvelopeSchema;
export const setLocaleMeta: Meta = {
  openapi: {
    method: 'PUT',
    path: '/auth/user/locale',
    tags: ['auth'],
    summary: "Set the signed-in user's dashboard language",
    description:
      'Remembered on the account, so the dashboard speaks it in every browser the user signs in on.',
    errorResponses: { 400: 'Unknown language', 401: 'Not authenticated' },
  },
};
