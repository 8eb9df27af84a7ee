import { z } from 'zod';

/** The CSV's bytes, as the plain route (apps/server's contact-files plugin) received them. */
export const importContactsInput = z.object({ bytes: z.instanceof(Uint8Array) });

export const importContactsOutput = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});
