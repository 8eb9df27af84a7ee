import { on } from 'node:events';
import { tracked } from '@trpc/server';
import { z } from 'zod';
import type { NumberEvent } from '../../engine-port.ts';
import { businessProcedure } from '../../trpc.ts';

/**
 * Live changes of the caller's numbers (state, QR, test-phone messages), over SSE. Events say
 * what changed, not the new value: a page re-reads it, so a missed event cannot leave it wrong,
 * and a reconnecting page re-reads everything once.
 */
export const numberEventsProcedure = businessProcedure
  .input(z.object({ lastEventId: z.string().nullish() }).optional())
  .subscription(async function* ({ ctx, signal }) {
    const businessId = ctx.membership?.businessId;
    if (!businessId) return;
    let sequence = 0;
    for await (const [event] of on(ctx.engine.events, 'number', { signal })) {
      const change = event as NumberEvent;
      if (change.businessId !== businessId) continue;
      sequence += 1;
      yield tracked(`${Date.now()}-${sequence}`, { numberId: change.numberId, kind: change.kind });
    }
  });
