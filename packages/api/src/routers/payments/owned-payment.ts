import { findPayment, type Membership } from '@balasin/db';
import { paymentMessages } from '@balasin/shared';
import type { Context } from '../../context.ts';
import { NotFoundError } from '../../errors.ts';
import { isUuid } from '../id-param.ts';

/**
 * A payment the caller may see: their business's (billing is the owner's and admins', which
 * `managerProcedure` checks first), or any for a platform admin. Another business's and a
 * malformed id are the same 404. Only the business itself may act on it (`ownOnly`): a
 * platform admin reviews a proof but never sends one.
 */
export const visiblePayment = async (
  ctx: Context & { auth: { user: { role: 'user' | 'admin' } }; membership: Membership | null },
  id: string,
  options: { ownOnly?: boolean } = {},
) => {
  const view = isUuid(id) ? await findPayment(ctx.db, id) : undefined;
  const mine = view !== undefined && view.order.businessId === ctx.membership?.businessId;
  if (!view || (!mine && (options.ownOnly || ctx.auth.user.role !== 'admin'))) {
    throw new NotFoundError(paymentMessages.notFound);
  }
  return view;
};
