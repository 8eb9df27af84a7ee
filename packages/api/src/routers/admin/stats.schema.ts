import { z } from 'zod';
import type { Meta } from '../../trpc.ts';

export const statsInput = z.void();
export const statsOutput = z.object({
  totalUsers: z.number().int().describe('Businesses not deleted'),
  totalBusinesses: z.number().int().describe('All businesses'),
  activeSubscriptions: z.number().int(),
  totalRevenue: z
    .number()
    .int()
    .describe('Rupiah: lite 349500, pro 579000, enterprise 5799000 per active subscription'),
});
export const statsMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/admin/stats',
    tags: ['admin'],
    summary: 'The admin dashboard figures',
    errorResponses: { 401: 'Not authenticated', 403: 'Unauthorized access' },
  },
};
