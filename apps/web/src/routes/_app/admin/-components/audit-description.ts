import { ADMIN_USER_AUDIT_ACTIONS } from '@balasin/shared/admin-user-messages';
import type { MessageKey } from '../../../../i18n/en.ts';
import type { AuditEntry } from '../../../../lib/api-types.ts';

const USER_ACTIONS: Record<string, MessageKey> = {
  [ADMIN_USER_AUDIT_ACTIONS.disable]: 'audit.user.disable',
  [ADMIN_USER_AUDIT_ACTIONS.enable]: 'audit.user.enable',
  [ADMIN_USER_AUDIT_ACTIONS.promote]: 'audit.user.promote',
  [ADMIN_USER_AUDIT_ACTIONS.demote]: 'audit.user.demote',
  [ADMIN_USER_AUDIT_ACTIONS.resendVerification]: 'audit.user.resend_verification',
};

/**
 * An entry in words: the admin user actions as sentences naming the account; any other action
 * (payments, settings, the system's jobs) as its name, its kind of target and the target's id.
 */
export const describeAudit = (
  entry: AuditEntry,
): { key: MessageKey; params: Record<string, string> } => {
  const key = USER_ACTIONS[entry.action];
  if (key) return { key, params: { target: entry.target_email ?? entry.entity_id } };
  return {
    key: 'audit.other',
    params: { action: entry.action, entity: entry.entity_type, id: entry.entity_id },
  };
};
