import { TEAM_ROLES } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { paymentSchema } from '../payments/payment-dto.ts';
import { subscriptionSchema } from '../subscriptions/subscription-dto.ts';
import { adminUserSchema } from './admin-user-dto.ts';

export const userDetailInput = z.object({
  id: idParam.meta({ example: '3f6c1c1e-7a53-4a4e-9d0b-3c2b1f1e2a10' }),
});
export const userDetailOutput = z.object({
  user: adminUserSchema,
  businesses: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      role: z.enum(TEAM_ROLES).nullable(),
      is_owner: z.boolean(),
      created_at: z.string(),
      deleted_at: z.string().nullable(),
      subscriptions: z.array(subscriptionSchema),
      payments: z.array(paymentSchema),
    }),
  ),
  sessions: z.array(
    z.object({
      id: z.string(),
      user_agent: z.string().nullable(),
      browser: z
        .string()
        .nullable()
        .meta({ description: 'The browser and its major version, read from user_agent' }),
      system: z
        .string()
        .nullable()
        .meta({ description: 'The operating system and its version, read from user_agent' }),
      ip: z.string().nullable(),
      created_at: z.string(),
      refresh_expires_at: z.string(),
    }),
  ),
});
export const userDetailMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/admin/users/{id}',
    tags: ['admin'],
    summary: "A user's account, businesses, subscriptions, payments and active sessions (admin)",
    description:
      'Businesses the user owns or belongs to (deleted ones too, with deleted_at), each with its subscriptions and its newest 50 payment orders; sessions are the ones that can still be used or refreshed.',
    errorResponses: { 401: 'Not authenticated', 403: 'Unauthorized access', 404: 'User not found' },
  },
};
