import { router } from '../../trpc.ts';
import { createCannedResponseProcedure } from './create-canned-response.ts';
import { deleteCannedResponseProcedure } from './delete-canned-response.ts';
import { listCannedResponsesProcedure } from './list-canned-responses.ts';
import { updateCannedResponseProcedure } from './update-canned-response.ts';

/** The team's shared replies: every member uses them; the owner and admins write them. */
export const cannedResponsesRouter = router({
  list: listCannedResponsesProcedure,
  create: createCannedResponseProcedure,
  update: updateCannedResponseProcedure,
  delete: deleteCannedResponseProcedure,
});
