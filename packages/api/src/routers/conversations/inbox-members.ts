import { listInboxMembers } from '@balasin/db';
import { z } from 'zod';
import { businessProcedure } from '../../trpc.ts';
import { inboxMembersMeta, inboxMembersOutput } from './inbox-members.schema.ts';

/** Any member, agents included: they pass conversations to each other. */
export const inboxMembersProcedure = businessProcedure
  .meta(inboxMembersMeta)
  .input(z.void())
  .output(inboxMembersOutput)
  .query(async ({ ctx }) => {
    if (!ctx.membership) return { members: [] };
    const rows = await listInboxMembers(ctx.db, ctx.membership.businessId, ctx.now());
    return {
      members: rows.map((row) => ({
        id: row.id,
        name: row.name,
        role: row.role,
        online: row.online,
        capacity: row.capacity,
      })),
    };
  });
