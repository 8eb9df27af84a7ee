import { type PackageType, packageTitle } from './plans.ts';

/** What the team pages and their API say. */
export const teamMessages = {
  seatLimit: (pkg: PackageType, limit: number) =>
    limit === 0
      ? `Your ${packageTitle(pkg)} package is for the owner alone: upgrade to Pro to invite a team`
      : `Your ${packageTitle(pkg)} package allows maximum ${limit} team members besides the owner: remove someone or revoke an invitation to invite another`,
  roleForbidden: 'Only the owner and admins can do this',
  memberNotFound: 'Team member not found',
  invitationNotFound: 'Invitation not found',
  ownerUntouchable: "The owner's role cannot be changed and the owner cannot be removed",
  alreadyInvited: 'This e-mail already has a pending invitation',
  alreadyMember: 'This e-mail already belongs to a member of a Balasin business',
  invitationUsed: 'This invitation has already been used. Sign in instead.',
  invitationExpired: 'This invitation has expired. Ask for a new one.',
  invitationRevoked: 'This invitation was withdrawn. Ask for a new one.',
  invitationInvalid: 'This invitation link is not valid. Ask for a new one.',
  teamNotFound: 'Team not found',
  nothingToUpdate: 'Give a role or a capacity to change',
} as const;
