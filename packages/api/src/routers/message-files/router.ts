import { createCallerFactory, router } from '../../trpc.ts';
import { ownerMessageFileProcedure } from './owner-message-file.ts';
import { sharedMessageFileProcedure } from './shared-message-file.ts';
import { tokenMessageFileProcedure } from './token-message-file.ts';

/**
 * Received files are bytes, not JSON, so they are served by plain HTTP routes (apps/server's
 * media plugin) that call these procedures for the same authentication, token rules and error
 * mapping as every other path. Not part of appRouter: nothing here is reachable over /trpc.
 */
export const messageFilesRouter = router({
  byToken: tokenMessageFileProcedure,
  byOwner: ownerMessageFileProcedure,
  byShareLink: sharedMessageFileProcedure,
});

export const createMessageFilesCaller = createCallerFactory(messageFilesRouter);
