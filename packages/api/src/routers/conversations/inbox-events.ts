import { on } from 'node:events';
import { type ConversationEvent, type MemberEvent, renewPresence } from '@balasin/db';
import { INBOX } from '@balasin/shared/inbox';
import { tracked } from '@trpc/server';
import { z } from 'zod';
import { conversationChannel } from '../../engine-port.ts';
import { assignWaitingConversations } from '../../inbox/assign-waiting.ts';
import { businessProcedure } from '../../trpc.ts';

/**
 * Live changes of the business's conversations, over SSE: a message (in or out, or its ticks), a
 * status, an assignment, a read. Events say what changed, not the new value: the inbox re-reads,
 * so a missed event cannot leave it wrong, and a reconnecting tab re-reads once and is caught up.
 * An event that should bring someone to the conversation carries its `alert` (see
 * ConversationAlert): the tab decides whether its person is the one.
 *
 * While an inbox's stream is open its person counts as online (automatic assignment's "online"):
 * the stream renews that every `presenceRenewSeconds`, and a closed tab lapses within
 * `presenceSeconds`. Opening it gives its person the longest-waiting conversations they have
 * room for. The rest of the dashboard listens with `presence: false` (for its badge and alerts)
 * and does not make its person online.
 *
 * A person removed from the business hears nothing more: their streams end when the removal
 * commits.
 */
export const inboxEventsProcedure = businessProcedure
  .input(
    z.object({ lastEventId: z.string().nullish(), presence: z.boolean().optional() }).optional(),
  )
  .subscription(async function* ({ ctx, input, signal }) {
    const membership = ctx.membership;
    if (!membership) return;
    const userId = ctx.auth.user.id;
    const removed = new AbortController();
    const onMember = (event: MemberEvent) => {
      if (event.businessId === membership.businessId && event.userId === userId) removed.abort();
    };
    ctx.engine.events.on('member', onMember);
    const stop = signal ? AbortSignal.any([signal, removed.signal]) : removed.signal;
    // Listening before anything is assigned, so this tab hears of what it is given.
    const changes = on(ctx.engine.events, conversationChannel(membership.businessId), {
      signal: stop,
    });
    const presence = input?.presence ?? true;
    const renew = () =>
      renewPresence(ctx.db, {
        userId,
        businessId: membership.businessId,
        until: new Date(ctx.now().getTime() + INBOX.presenceSeconds * 1000),
      }).catch(() => {});
    let timer: ReturnType<typeof setInterval> | undefined;
    if (presence) {
      await renew();
      // Someone who comes online with room takes waiting customers at once.
      await assignWaitingConversations(ctx.db, {
        businessId: membership.businessId,
        now: ctx.now(),
        jobs: ctx.jobs,
      }).catch(() => {});
      timer = setInterval(renew, INBOX.presenceRenewSeconds * 1000);
    }
    try {
      let sequence = 0;
      for await (const [event] of changes) {
        const change = event as ConversationEvent;
        sequence += 1;
        yield tracked(`${Date.now()}-${sequence}`, {
          conversationId: change.conversationId,
          numberId: change.numberId,
          change: change.change,
          ...(change.alert ? { alert: change.alert } : {}),
        });
      }
    } catch (error) {
      // Removed from the business (or the tab closed): the stream ends quietly.
      if (!stop.aborted) throw error;
    } finally {
      clearInterval(timer);
      ctx.engine.events.off('member', onMember);
    }
  });
