import { listSandboxMessages } from '@balasin/db';
import { ENGINE_LIMITS } from '@balasin/shared';
import { managerProcedure } from '../../trpc.ts';
import { ownedNumber } from './owned-number.ts';
import { toSandboxMessageDto } from './sandbox-message-dto.ts';
import {
  sandboxMessagesInput,
  sandboxMessagesMeta,
  sandboxMessagesOutput,
} from './sandbox-messages.schema.ts';
import { assertTestNumber } from './test-number.ts';

export const sandboxMessagesProcedure = managerProcedure
  .meta(sandboxMessagesMeta)
  .input(sandboxMessagesInput)
  .output(sandboxMessagesOutput)
  .query(async ({ ctx, input }) => {
    const number = assertTestNumber(await ownedNumber(ctx.db, ctx.membership, input.id));
    const rows = await listSandboxMessages(ctx.db, {
      numberId: number.id,
      contact: input.contact,
      limit: ENGINE_LIMITS.sandboxMessagesPage,
    });
    return { items: rows.map(toSandboxMessageDto) };
  });
