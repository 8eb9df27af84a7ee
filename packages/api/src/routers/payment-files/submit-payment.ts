import { randomUUID } from 'node:crypto';
import {
  enqueueEmail,
  findPayment,
  getOperatorSettings,
  lockPaymentOrder,
  updatePaymentOrder,
  writeAudit,
} from '@balasin/db';
import { PROOF_TYPES, paymentMessages } from '@balasin/shared';
import { BILLING_AUDIT_ACTIONS } from '@balasin/shared/billing-audit-actions';
import type { Context } from '../../context.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import { sniffFileType } from '../../files/sniff-file-type.ts';
import { paymentReceivedEmail } from '../../mail/payment-emails.ts';
import { paymentState } from '../../payments/payment-state.ts';
import { managerProcedure } from '../../trpc.ts';
import { visiblePayment } from '../payments/owned-payment.ts';
import { effectivePaymentStatus, toPaymentDto } from '../payments/payment-dto.ts';
import { submitPaymentInput } from './payment-file.schema.ts';

/** The sender's file name, tidied for showing back (no path, no control characters). */
const tidyName = (name: string, extension: string) =>
  name
    .split(/[/\\]/)
    .pop()
    ?.replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 120) || `proof.${extension}`;

/** Refuses an order that can take no (more) proof, with the reason the owner can act on. */
const assertSubmittable = (order: Parameters<typeof effectivePaymentStatus>[0], now: Date) => {
  const status = effectivePaymentStatus(order, now);
  if (status === 'confirmed') throw new ConflictError(paymentMessages.alreadyConfirmed);
  if (status === 'expired') throw new ConflictError(paymentMessages.expired);
};

/**
 * POST /api/payments/{id}/submission (multipart, apps/server's payments plugin): the owner says
 * "I have paid". The proof is checked by its content, stored in the media store, and the order
 * moves to review in one transaction with its audit entry and the "received" e-mail. A proof
 * replaced before review, or sent again after a rejection, keeps its predecessor in the store:
 * the audit log points at it.
 */
export const submitPaymentProcedure = managerProcedure
  .input(submitPaymentInput)
  .mutation(async ({ ctx, input }) => {
    const user = ctx.auth.user;
    const view = await visiblePayment(ctx, input.id, { ownOnly: true });
    // A confirmation, its invoice and every later notice go to this address: it must be real.
    if (!view.ownerEmailVerifiedAt) throw new ForbiddenError(paymentMessages.emailNotVerified);
    assertSubmittable(view.order, ctx.now());
    const type = sniffFileType(input.proof.bytes);
    if (!type) throw new BadRequestError(paymentMessages.proofWrongType);

    const key = `payment-proofs/${view.order.id}/${randomUUID()}`;
    await ctx.media.store.put(key, input.proof.bytes);
    const result = await submitInTransaction(ctx, user.id, input, { key, type }).catch(
      async (error: unknown) => {
        await ctx.media.store.delete(key).catch(() => {});
        throw error;
      },
    );
    ctx.onEmailQueued(result.email);
    return toPaymentDto(result.view, ctx.now());
  });

const submitInTransaction = (
  ctx: Context,
  userId: string,
  input: {
    id: string;
    bank: string;
    payer_name: string;
    proof: { bytes: Uint8Array; filename: string };
  },
  proof: { key: string; type: keyof typeof PROOF_TYPES },
) =>
  ctx.db.transaction(async (tx) => {
    const current = await lockPaymentOrder(tx, input.id);
    if (!current) throw new NotFoundError(paymentMessages.notFound);
    const now = ctx.now();
    // Checked again under the lock: an admin may have confirmed it meanwhile.
    assertSubmittable(current, now);
    const updated = await updatePaymentOrder(tx, current.id, {
      status: 'submitted',
      payerBank: input.bank,
      payerName: input.payer_name,
      proofKey: proof.key,
      proofType: proof.type,
      proofSize: input.proof.bytes.length,
      proofName: tidyName(input.proof.filename, PROOF_TYPES[proof.type]),
      submittedAt: now,
      updatedAt: now,
    });
    if (!updated) throw new NotFoundError(paymentMessages.notFound);
    await writeAudit(tx, {
      actorId: userId,
      action: BILLING_AUDIT_ACTIONS.paymentSubmitted,
      entityType: 'payment',
      entityId: current.id,
      before: paymentState(current),
      after: paymentState(updated),
      createdAt: now,
    });
    const view = await findPayment(tx, current.id);
    if (!view) throw new NotFoundError(paymentMessages.notFound);
    const settings = await getOperatorSettings(tx);
    const email = await enqueueEmail(tx, {
      to: view.ownerEmail,
      ...paymentReceivedEmail({
        to: { name: view.ownerName, businessName: view.businessName },
        order: updated,
        payerBank: input.bank,
        payerName: input.payer_name,
        settings,
      }),
    });
    return { view, email };
  });
