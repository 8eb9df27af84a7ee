import { ACCOUNT_AUDIT_ACTIONS } from '@balasin/shared/account';
import { ADMIN_USER_AUDIT_ACTIONS } from '@balasin/shared/admin-user-messages';
import { BILLING_AUDIT_ACTIONS } from '@balasin/shared/billing-audit-actions';
import type { MessageKey } from '../../../../i18n/en.ts';
import type { AuditEntry } from '../../../../lib/api-types.ts';

/** Actions on an account: the sentence names it by its e-mail. */
const USER_ACTIONS: Record<string, MessageKey> = {
  [ADMIN_USER_AUDIT_ACTIONS.disable]: 'audit.user.disable',
  [ADMIN_USER_AUDIT_ACTIONS.enable]: 'audit.user.enable',
  [ADMIN_USER_AUDIT_ACTIONS.promote]: 'audit.user.promote',
  [ADMIN_USER_AUDIT_ACTIONS.demote]: 'audit.user.demote',
  [ADMIN_USER_AUDIT_ACTIONS.resendVerification]: 'audit.user.resend_verification',
  [ACCOUNT_AUDIT_ACTIONS.passwordChange]: 'audit.user.password_change',
  [ACCOUNT_AUDIT_ACTIONS.passwordReset]: 'audit.user.password_reset',
  [ACCOUNT_AUDIT_ACTIONS.emailChange]: 'audit.user.email_change',
  [ACCOUNT_AUDIT_ACTIONS.deleteAccount]: 'audit.user.delete_account',
};

/** Actions on a business, payment, subscription or the settings: the sentence names its id. */
const OTHER_ACTIONS: Record<string, MessageKey> = {
  [ACCOUNT_AUDIT_ACTIONS.businessRename]: 'audit.business.rename',
  [BILLING_AUDIT_ACTIONS.paymentSubmitted]: 'audit.payment.submitted',
  [BILLING_AUDIT_ACTIONS.paymentConfirmed]: 'audit.payment.confirmed',
  [BILLING_AUDIT_ACTIONS.paymentRejected]: 'audit.payment.rejected',
  [BILLING_AUDIT_ACTIONS.subscriptionPaid]: 'audit.subscription.paid',
  [BILLING_AUDIT_ACTIONS.subscriptionUpgradedWithCredit]: 'audit.subscription.upgraded_with_credit',
  [BILLING_AUDIT_ACTIONS.subscriptionStatus]: 'audit.subscription.status',
  [BILLING_AUDIT_ACTIONS.subscriptionDates]: 'audit.subscription.dates',
  [BILLING_AUDIT_ACTIONS.subscriptionExpired]: 'audit.subscription.expired',
  [BILLING_AUDIT_ACTIONS.operatorSettings]: 'audit.operator.settings',
};

/**
 * An entry in words. An action written after this list was (or by an older server) still shows
 * as its name, its kind of target and the target's id.
 */
export const describeAudit = (
  entry: AuditEntry,
): { key: MessageKey; params: Record<string, string> } => {
  const userKey = USER_ACTIONS[entry.action];
  if (userKey) return { key: userKey, params: { target: entry.target_email ?? entry.entity_id } };
  const otherKey = OTHER_ACTIONS[entry.action];
  if (otherKey) return { key: otherKey, params: { id: entry.entity_id } };
  return {
    key: 'audit.other',
    params: { action: entry.action, entity: entry.entity_type, id: entry.entity_id },
  };
};
