import type { Db, Membership } from '@balasin/db';
import { scopedConversation } from './scoped-conversation.ts';

/** The conversation of the caller's business (any member, agents included), or 404. */
export const memberConversation = (ctx: { db: Db; membership: Membership | null }, id: string) =>
  scopedConversation(ctx.db, ctx.membership ? { businessId: ctx.membership.businessId } : null, id);
