import { router } from '../../trpc.ts';
import { createInvitationProcedure } from './create-invitation.ts';
import { getTeamProcedure } from './get-team.ts';
import { myMembershipProcedure } from './my-membership.ts';
import { removeMemberProcedure } from './remove-member.ts';
import { renameBusinessProcedure } from './rename-business.ts';
import { revokeInvitationProcedure } from './revoke-invitation.ts';
import { updateMemberProcedure } from './update-member.ts';

export const teamRouter = router({
  get: getTeamProcedure,
  me: myMembershipProcedure,
  invite: createInvitationProcedure,
  revokeInvitation: revokeInvitationProcedure,
  updateMember: updateMemberProcedure,
  removeMember: removeMemberProcedure,
  renameBusiness: renameBusinessProcedure,
});
