import {
  findAdminUser,
  listActiveSessionsOfUser,
  listBusinessesOfUser,
  listPaymentsForBusiness,
  listSubscriptionsForBusiness,
} from '@balasin/db';
import { adminUserMessages } from '@balasin/shared';
import { deviceParts } from '../../auth/device-name.ts';
import { NotFoundError } from '../../errors.ts';
import { adminProcedure } from '../../trpc.ts';
import { isUuid } from '../id-param.ts';
import { toPaymentDto } from '../payments/payment-dto.ts';
import { toSubscriptionDto } from '../subscriptions/subscription-dto.ts';
import { toAdminUserDto } from './admin-user-dto.ts';
import { userDetailInput, userDetailMeta, userDetailOutput } from './user-detail.schema.ts';

export const userDetailProcedure = adminProcedure
  .meta(userDetailMeta)
  .input(userDetailInput)
  .output(userDetailOutput)
  .query(async ({ ctx, input }) => {
    const user = isUuid(input.id) ? await findAdminUser(ctx.db, input.id) : undefined;
    if (!user) throw new NotFoundError(adminUserMessages.userNotFound);
    const now = ctx.now();
    const [businesses, sessions] = await Promise.all([
      listBusinessesOfUser(ctx.db, user.id),
      listActiveSessionsOfUser(ctx.db, user.id, now),
    ]);
    return {
      user: toAdminUserDto(user),
      businesses: await Promise.all(
        businesses.map(async (business) => ({
          id: business.id,
          name: business.name,
          role: business.role,
          is_owner: business.isOwner,
          created_at: business.createdAt.toISOString(),
          deleted_at: business.deletedAt?.toISOString() ?? null,
          // A deleted business's subscriptions are not listed by the business's own query.
          subscriptions: (await listSubscriptionsForBusiness(ctx.db, business.id, now)).map(
            toSubscriptionDto,
          ),
          payments: (await listPaymentsForBusiness(ctx.db, business.id)).map((p) =>
            toPaymentDto(p, now),
          ),
        })),
      ),
      sessions: sessions.map((s) => ({
        id: s.id,
        user_agent: s.userAgent,
        ...deviceParts(s.userAgent),
        ip: s.ip,
        created_at: s.createdAt.toISOString(),
        refresh_expires_at: s.refreshExpiresAt.toISOString(),
      })),
    };
  });
