import { revokeInvitation } from '@balasin/db';
import { teamMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { managerProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import {
  revokeInvitationInput,
  revokeInvitationMeta,
  revokeInvitationOutput,
} from './revoke-invitation.schema.ts';
import { teamOf } from './team-of.ts';

export const revokeInvitationProcedure = managerProcedure
  .meta(revokeInvitationMeta)
  .input(revokeInvitationInput)
  .output(revokeInvitationOutput)
  .mutation(async ({ ctx, input }) => {
    const { businessId } = teamOf(ctx.membership);
    const revoked =
      isUuid(input.id) &&
      (await revokeInvitation(ctx.db, { businessId, id: input.id, now: ctx.now() }));
    if (!revoked) throw new NotFoundError(teamMessages.invitationNotFound);
    return { success: true as const };
  });
