import { ACCOUNT_AUDIT_ACTIONS } from '@balasin/shared/account';
import { ADMIN_USER_AUDIT_ACTIONS } from '@balasin/shared/admin-user-messages';
import { BILLING_AUDIT_ACTIONS } from '@balasin/shared/billing-audit-actions';
import { formatRupiah } from '@balasin/shared/format';
import { PACKAGES, packageTitle } from '@balasin/shared/plans';
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

/** Actions on a payment: the sentence names it by its amount, owner and plan. */
const PAYMENT_ACTIONS: Record<string, MessageKey> = {
  [BILLING_AUDIT_ACTIONS.paymentSubmitted]: 'audit.payment.submitted',
  [BILLING_AUDIT_ACTIONS.paymentConfirmed]: 'audit.payment.confirmed',
  [BILLING_AUDIT_ACTIONS.paymentRejected]: 'audit.payment.rejected',
};

/** Actions on a subscription: the sentence names it by its plan and owner. */
const SUBSCRIPTION_ACTIONS: Record<string, MessageKey> = {
  [BILLING_AUDIT_ACTIONS.subscriptionPaid]: 'audit.subscription.paid',
  [BILLING_AUDIT_ACTIONS.subscriptionUpgradedWithCredit]: 'audit.subscription.upgraded_with_credit',
  [BILLING_AUDIT_ACTIONS.subscriptionStatus]: 'audit.subscription.status',
  [BILLING_AUDIT_ACTIONS.subscriptionDates]: 'audit.subscription.dates',
  [BILLING_AUDIT_ACTIONS.subscriptionExpired]: 'audit.subscription.expired',
};

/** Where an admin sees the target itself: the user's page, or the list filtered to it. */
export type AuditLink =
  | { to: '/admin/users'; search: { user: string } }
  | { to: '/admin/payments'; search: { q: string; status: 'all' } }
  | { to: '/admin/subscriptions'; search: { q: string } };

/**
 * The words naming an entry's target: `phrase`, a sentence part whose {email} is `email` (wrapped
 * at its seams when shown); or else the e-mail alone, or else `text` (a business's name).
 */
export type AuditTarget = {
  phrase?: { key: MessageKey; params: Record<string, string> };
  email?: string;
  text?: string;
  link?: AuditLink;
  /** The whole id, when the words show only its start. */
  id?: string;
};

export type AuditDescription = {
  key: MessageKey;
  params: Record<string, string>;
  target?: AuditTarget;
};

/** What the entry recorded of its target, before or after: kept when the target is gone. */
const recorded = (entry: AuditEntry, field: string): unknown => {
  for (const state of [entry.after, entry.before]) {
    if (state && typeof state === 'object' && field in state) {
      return (state as Record<string, unknown>)[field];
    }
  }
  return undefined;
};
const recordedText = (entry: AuditEntry, field: string) => {
  const value = recorded(entry, field);
  return typeof value === 'string' && value ? value : undefined;
};

/** A uuid's first eight characters: enough to tell entries apart, short enough to read. */
const gone = (entry: AuditEntry, key: MessageKey, params: Record<string, string> = {}) => ({
  phrase: { key, params: { ...params, id: entry.entity_id.slice(0, 8) } },
  id: entry.entity_id,
});

const userTarget = (entry: AuditEntry): AuditTarget => {
  const userId = entry.target?.user_id;
  const email = entry.target?.email ?? entry.target_email ?? recordedText(entry, 'email');
  if (!email) return gone(entry, 'audit.target.gone');
  return {
    email,
    ...(userId ? { link: { to: '/admin/users', search: { user: userId } } as const } : {}),
  };
};

const paymentTarget = (entry: AuditEntry): AuditTarget => {
  const { target } = entry;
  if (target?.email && target.amount !== null && target.package) {
    const amount = formatRupiah(target.amount);
    const plan = packageTitle(target.package);
    return {
      phrase: target.invoice_number
        ? {
            key: 'audit.target.paymentInvoice',
            params: { amount, plan, invoice: target.invoice_number },
          }
        : { key: 'audit.target.payment', params: { amount, plan } },
      email: target.email,
      // The amount (price plus a unique code) finds this order among all of them.
      link: { to: '/admin/payments', search: { q: String(target.amount), status: 'all' } },
    };
  }
  const amount = recorded(entry, 'amount');
  return typeof amount === 'number'
    ? gone(entry, 'audit.target.paymentGone', { amount: formatRupiah(amount) })
    : gone(entry, 'audit.target.paymentGoneId');
};

const subscriptionTarget = (entry: AuditEntry): AuditTarget => {
  const { target } = entry;
  if (target?.email && target.package) {
    return {
      phrase: { key: 'audit.target.subscription', params: { plan: packageTitle(target.package) } },
      email: target.email,
      link: { to: '/admin/subscriptions', search: { q: target.email } },
    };
  }
  const plan = PACKAGES.find((pkg) => pkg === recorded(entry, 'package'));
  return plan
    ? gone(entry, 'audit.target.subscriptionGone', { plan: packageTitle(plan) })
    : gone(entry, 'audit.target.subscriptionGoneId');
};

const nameIn = (state: unknown) =>
  state && typeof state === 'object' && 'name' in state && typeof state.name === 'string'
    ? state.name
    : undefined;

/** A rename: the names it recorded, the new one leading to the owner's page while there is one. */
const renameDescription = (entry: AuditEntry): AuditDescription => {
  const ownerId = entry.target?.user_id;
  const name = nameIn(entry.after) ?? entry.target?.business_name ?? undefined;
  const target: AuditTarget = !name
    ? gone(entry, 'audit.target.gone')
    : ownerId
      ? { text: name, link: { to: '/admin/users', search: { user: ownerId } } }
      : { phrase: { key: 'audit.target.businessGone', params: { name } } };
  return { key: 'audit.business.rename', params: { from: nameIn(entry.before) ?? '-' }, target };
};

/**
 * An entry in words, naming its target as an admin knows it (an account by its e-mail, a payment
 * by its amount, owner and plan, a subscription by its plan and owner, a business by its name).
 * A target since deleted shows what the entry recorded of it and its id's start. An action
 * written after this list was (or by an older server) still shows as its name, its kind of
 * target and the target's id.
 */
export const describeAudit = (entry: AuditEntry): AuditDescription => {
  const userKey = USER_ACTIONS[entry.action];
  if (userKey) return { key: userKey, params: {}, target: userTarget(entry) };
  const paymentKey = PAYMENT_ACTIONS[entry.action];
  if (paymentKey) return { key: paymentKey, params: {}, target: paymentTarget(entry) };
  const subscriptionKey = SUBSCRIPTION_ACTIONS[entry.action];
  if (subscriptionKey) {
    return { key: subscriptionKey, params: {}, target: subscriptionTarget(entry) };
  }
  if (entry.action === ACCOUNT_AUDIT_ACTIONS.businessRename) return renameDescription(entry);
  if (entry.action === BILLING_AUDIT_ACTIONS.operatorSettings) {
    return { key: 'audit.operator.settings', params: {} };
  }
  return {
    key: 'audit.other',
    params: { action: entry.action, entity: entry.entity_type, id: entry.entity_id },
  };
};
