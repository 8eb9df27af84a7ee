import { enqueueEmail, insertContactMessage } from '@balasin/db';
import { SUPPORT_EMAIL } from '@balasin/shared/brand';
import { contactNotification } from '../../mail/contact-notification.ts';
import { publicProcedure } from '../../trpc.ts';
import { sendMessageInput, sendMessageMeta, sendMessageOutput } from './send-message.schema.ts';

export const sendMessageProcedure = publicProcedure
  .meta(sendMessageMeta)
  .input(sendMessageInput)
  .output(sendMessageOutput)
  .mutation(async ({ ctx, input }) => {
    const message = { ...input, phone: input.phone || null };
    const email = await ctx.db.transaction(async (tx) => {
      await insertContactMessage(tx, { ...message, ip: ctx.transport.ip });
      return enqueueEmail(tx, { to: SUPPORT_EMAIL, ...contactNotification(message) });
    });
    ctx.onEmailQueued(email);
    return { success: true as const };
  });
