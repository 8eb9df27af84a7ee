import { TEAM_ROLES } from '@balasin/shared';
import { z } from 'zod';
import { businessProcedure } from '../../trpc.ts';

/**
 * The dashboard's own question (tRPC only, no REST path): which role the caller has, so it shows
 * an agent no controls the server would refuse. Null for someone of no business.
 */
export const myMembershipProcedure = businessProcedure
  .input(z.void())
  .output(z.object({ role: z.enum(TEAM_ROLES) }).nullable())
  .query(({ ctx }) => (ctx.membership ? { role: ctx.membership.role } : null));
