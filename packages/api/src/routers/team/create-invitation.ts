import { enqueueEmail, findUserProfile, getOperatorSettings, inviteWithinSeats } from '@balasin/db';
import { INVITATION_TTL_MS, messages, PACKAGE_SEAT_LIMITS, teamMessages } from '@balasin/shared';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { ConflictError, ForbiddenError, isUniqueViolation } from '../../errors.ts';
import { invitationEmail } from '../../mail/invitation-email.ts';
import { managerProcedure } from '../../trpc.ts';
import {
  createInvitationInput,
  createInvitationMeta,
  createInvitationOutput,
} from './create-invitation.schema.ts';
import { toInvitationDto } from './team-dto.ts';
import { teamOf } from './team-of.ts';

export const createInvitationProcedure = managerProcedure
  .meta(createInvitationMeta)
  .input(createInvitationInput)
  .output(createInvitationOutput)
  .mutation(async ({ ctx, input }) => {
    const { businessId } = teamOf(ctx.membership);
    const inviter = await findUserProfile(ctx.db, ctx.auth.user.id);
    const token = newToken();
    const now = ctx.now();
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
    const acceptUrl = new URL(`/invite/${token}`, ctx.appUrl).toString();

    // The invitation and its e-mail commit together: no seat is held by a mail never sent.
    const done = await ctx.db
      .transaction(async (tx) => {
        const outcome = await inviteWithinSeats(tx, {
          businessId,
          email: input.email,
          role: input.role,
          tokenHash: hashToken(token),
          invitedBy: ctx.auth.user.id,
          expiresAt,
          now,
          limitFor: (pkg) => PACKAGE_SEAT_LIMITS[pkg],
        });
        if (outcome.kind !== 'invited') return { outcome, email: null };
        const email = await enqueueEmail(tx, {
          to: input.email,
          ...invitationEmail({
            inviterName: inviter?.user.name ?? ctx.auth.user.name,
            businessName: inviter?.businessName ?? '',
            role: input.role,
            acceptUrl,
            expiresAt,
            companyName: (await getOperatorSettings(tx)).companyName,
          }),
        });
        return { outcome, email };
      })
      .catch((error: unknown) => {
        // Two invitations of one address racing: the partial unique index decides.
        if (isUniqueViolation(error)) throw new ConflictError(teamMessages.alreadyInvited);
        throw error;
      });

    const { outcome } = done;
    if (outcome.kind === 'no-subscription') throw new ForbiddenError(messages.noActiveSubscription);
    if (outcome.kind === 'seat-limit') {
      throw new ForbiddenError(teamMessages.seatLimit(outcome.package, outcome.limit));
    }
    if (outcome.kind === 'already-member') throw new ConflictError(teamMessages.alreadyMember);
    if (outcome.kind === 'already-invited') throw new ConflictError(teamMessages.alreadyInvited);
    if (done.email) ctx.onEmailQueued(done.email);
    return toInvitationDto(outcome.invitation);
  });
