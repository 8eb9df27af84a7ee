import type { searchAuditLog } from '@balasin/db';
import { PACKAGES } from '@balasin/shared';
import { ADMIN_USER_AUDIT_ACTIONS } from '@balasin/shared/admin-user-messages';
import { BILLING_AUDIT_ACTIONS } from '@balasin/shared/billing-audit-actions';
import { z } from 'zod';

type AuditRow = Awaited<ReturnType<typeof searchAuditLog>>['items'][number];

/** What an entry is about, as it stands now, so an admin can tell who and which it was. */
const auditTargetSchema = z
  .object({
    user_id: z.string().nullable().meta({
      description: "The account, or for a payment, subscription or business its business owner's",
    }),
    email: z.string().nullable().meta({ description: "That account's e-mail" }),
    business_name: z.string().nullable(),
    package: z.enum(PACKAGES).nullable().meta({ description: "A payment's or subscription's" }),
    amount: z.number().int().nullable().meta({ description: "A payment's, in rupiah" }),
    invoice_number: z.string().nullable().meta({ description: "A confirmed payment's invoice" }),
  })
  .nullable()
  .meta({
    description:
      'Null when the target no longer exists (or is of a kind with nothing to name, as the settings)',
  });

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable().meta({
    description:
      "The actor's e-mail: as it is now, or once their account is deleted as it was when the entry was written (null when the system acted, or for an older entry whose actor is gone)",
  }),
  actor_kind: z.enum(['user', 'deleted_user', 'system']).meta({
    description:
      'Who acted: a user whose account exists (actor_id), a user whose account was since deleted, or the system (as the expiry job)',
  }),
  /** Kept for older clients: the target's e-mail when it is an account (target.email too). */
  target_email: z.string().nullable(),
  target: auditTargetSchema,
});

/**
 * The only actions the system writes (the expiry job; the configured admin's promotion and
 * enabling at start-up). Any other entry without an actor was made by a user since deleted,
 * including those written before the actor's e-mail was kept.
 */
const SYSTEM_ACTIONS = new Set<string>([
  BILLING_AUDIT_ACTIONS.subscriptionExpired,
  ADMIN_USER_AUDIT_ACTIONS.promote,
  ADMIN_USER_AUDIT_ACTIONS.enable,
]);

const actorKindOf = (row: AuditRow) => {
  if (row.actorId) return 'user';
  if (row.recordedActorEmail || !SYSTEM_ACTIONS.has(row.action)) return 'deleted_user';
  return 'system';
};

const targetOf = (row: AuditRow): z.infer<typeof auditTargetSchema> => {
  if (row.targetUserId) {
    return {
      user_id: row.targetUserId,
      email: row.targetEmail,
      business_name: null,
      package: null,
      amount: null,
      invoice_number: null,
    };
  }
  if (!row.businessId) return null;
  return {
    user_id: row.ownerId,
    email: row.ownerEmail,
    business_name: row.businessName,
    package: row.package,
    amount: row.amount,
    invoice_number: row.invoiceNumber,
  };
};

export const toAuditEntryDto = (row: AuditRow): z.infer<typeof auditEntrySchema> => ({
  id: row.id,
  action: row.action,
  entity_type: row.entityType,
  entity_id: row.entityId,
  before: row.before,
  after: row.after,
  created_at: row.createdAt.toISOString(),
  actor_id: row.actorId,
  actor_email: row.actorEmail ?? row.recordedActorEmail,
  actor_kind: actorKindOf(row),
  target_email: row.targetEmail,
  target: targetOf(row),
});
