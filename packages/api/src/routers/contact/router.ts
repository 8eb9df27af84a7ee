import { router } from '../../trpc.ts';
import { sendMessageProcedure } from './send-message.ts';

export const contactRouter = router({ send: sendMessageProcedure });
