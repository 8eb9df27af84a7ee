import type { TeamRole } from '@balasin/shared/team';
import type { MessageKey } from '../../../../../i18n/en.ts';

/** Each role's name in the catalogues. */
export const ROLE_LABELS: Record<TeamRole, MessageKey> = {
  owner: 'team.role.owner',
  admin: 'team.role.admin',
  agent: 'team.role.agent',
};
