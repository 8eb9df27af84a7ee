import { acceptInvitation } from '@balasin/db';
import { teamMessages } from '@balasin/shared';
import { hashPassword } from '../../auth/passwords.ts';
import { startSession } from '../../auth/session-service.ts';
import { hashToken } from '../../auth/tokens.ts';
import { BadRequestError, ConflictError, isUniqueViolation } from '../../errors.ts';
import { publicProcedure } from '../../trpc.ts';
import {
  acceptInvitationInput,
  acceptInvitationMeta,
  acceptInvitationOutput,
} from './accept-invitation.schema.ts';
import { loadUserDto } from './load-user.ts';

const REFUSALS = {
  invalid: teamMessages.invitationInvalid,
  used: teamMessages.invitationUsed,
  revoked: teamMessages.invitationRevoked,
  expired: teamMessages.invitationExpired,
} as const;

export const acceptInvitationProcedure = publicProcedure
  .meta(acceptInvitationMeta)
  .input(acceptInvitationInput)
  .output(acceptInvitationOutput)
  .mutation(async ({ ctx, input }) => {
    const passwordHash = await hashPassword(input.password);
    const outcome = await acceptInvitation(ctx.db, {
      tokenHash: hashToken(input.token),
      name: input.name,
      passwordHash,
      now: ctx.now(),
    }).catch((error: unknown) => {
      // The same person joining twice at once, or registering meanwhile: one wins.
      if (isUniqueViolation(error)) throw new ConflictError(teamMessages.alreadyMember);
      throw error;
    });
    if (outcome.kind === 'already-member') throw new ConflictError(teamMessages.alreadyMember);
    if (outcome.kind !== 'accepted') throw new BadRequestError(REFUSALS[outcome.kind]);
    await startSession(ctx, outcome.userId);
    return { user: await loadUserDto(ctx, outcome.userId) };
  });
