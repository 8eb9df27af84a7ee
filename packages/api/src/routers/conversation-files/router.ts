import { createCallerFactory, router } from '../../trpc.ts';
import { sendAttachmentProcedure } from '../conversations/send-attachment.ts';

/**
 * An agent's attachment travels as multipart form data, which is not JSON: a plain HTTP route
 * (apps/server's conversation-files plugin) calls this procedure for the same authentication,
 * validation and error mapping as every other path. Not part of appRouter.
 */
export const conversationFilesRouter = router({ attach: sendAttachmentProcedure });

export const createConversationFilesCaller = createCallerFactory(conversationFilesRouter);
