import { listMembers, listOpenInvitations, seatState } from '@balasin/db';
import { PACKAGE_SEAT_LIMITS } from '@balasin/shared';
import { managerProcedure } from '../../trpc.ts';
import { getTeamInput, getTeamMeta, getTeamOutput } from './get-team.schema.ts';
import { toInvitationDto } from './team-dto.ts';
import { teamOf } from './team-of.ts';

export const getTeamProcedure = managerProcedure
  .meta(getTeamMeta)
  .input(getTeamInput)
  .output(getTeamOutput)
  .query(async ({ ctx }) => {
    const { businessId } = teamOf(ctx.membership);
    const now = ctx.now();
    const seats = await seatState(ctx.db, businessId, now);
    return {
      members: await listMembers(ctx.db, businessId),
      invitations: (await listOpenInvitations(ctx.db, businessId, now)).map(toInvitationDto),
      seats: { used: seats.used, limit: seats.package ? PACKAGE_SEAT_LIMITS[seats.package] : 0 },
    };
  });
