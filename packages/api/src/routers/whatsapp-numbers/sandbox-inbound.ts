import { randomUUID } from 'node:crypto';
import { addSandboxMessage } from '@balasin/db';
import { engineMessages } from '@balasin/shared';
import { ConflictError } from '../../errors.ts';
import { managerProcedure } from '../../trpc.ts';
import { ownedNumber } from './owned-number.ts';
import {
  sandboxInboundInput,
  sandboxInboundMeta,
  sandboxInboundOutput,
} from './sandbox-inbound.schema.ts';
import { sandboxChatText, sandboxContentOf } from './sandbox-inbound-content.ts';
import { toSandboxMessageDto } from './sandbox-message-dto.ts';
import { assertTestNumber } from './test-number.ts';

export const sandboxInboundProcedure = managerProcedure
  .meta(sandboxInboundMeta)
  .input(sandboxInboundInput)
  .output(sandboxInboundOutput)
  .mutation(async ({ ctx, input }) => {
    const number = assertTestNumber(await ownedNumber(ctx.db, ctx.membership, input.id));
    if (number.connectionState !== 'connected') {
      throw new ConflictError(engineMessages.notConnected);
    }
    const content = await sandboxContentOf(ctx, number.id, input);
    // The customer's phone keeps what it sent, whatever the number does with it.
    const row = await addSandboxMessage(ctx.db, {
      numberId: number.id,
      contact: input.from,
      // The business's own phone writing shows in the customer's chat as received.
      direction: input.from_me ? 'to_contact' : 'to_number',
      text: input.group ? `[${input.group}] ${sandboxChatText(content)}` : sandboxChatText(content),
      externalId: randomUUID(),
      createdAt: ctx.now(),
    });
    await ctx.engine.command({
      type: 'sandbox.inbound',
      numberId: number.id,
      from: input.from,
      content,
      ...(input.name ? { name: input.name } : {}),
      ...(input.group ? { group: input.group } : {}),
      ...(input.from_me ? { fromMe: true } : {}),
    });
    await ctx.engine.publish({
      businessId: number.businessId,
      numberId: number.id,
      kind: 'sandbox',
    });
    return toSandboxMessageDto(row);
  });
