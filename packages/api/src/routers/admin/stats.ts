import { subscriptionStats } from '@balasin/db';
import { PACKAGE_REVENUE_IDR } from '@balasin/shared';
import { adminProcedure } from '../../trpc.ts';
import { statsInput, statsMeta, statsOutput } from './stats.schema.ts';

export const statsProcedure = adminProcedure
  .meta(statsMeta)
  .input(statsInput)
  .output(statsOutput)
  .query(({ ctx }) => subscriptionStats(ctx.db, PACKAGE_REVENUE_IDR, ctx.now()));
