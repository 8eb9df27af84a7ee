import { router } from '../../trpc.ts';
import { getMessageProcedure } from './get-message.ts';
import { getTokenNumberProcedure } from './get-token-number.ts';
import { listMessagesProcedure } from './list-messages.ts';
import { sendMessageProcedure } from './send-message.ts';

/** The third-party API: a number's API token, under /api/v1. */
export const messagesRouter = router({
  send: sendMessageProcedure,
  get: getMessageProcedure,
  list: listMessagesProcedure,
  number: getTokenNumberProcedure,
});
