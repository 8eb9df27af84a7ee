import { listSessionFamilies } from '@balasin/db';
import { protectedProcedure } from '../../trpc.ts';
import { listSessionsInput, listSessionsMeta, listSessionsOutput } from './list-sessions.schema.ts';
import { toSessionDto } from './session-dto.ts';

export const listSessionsProcedure = protectedProcedure
  .meta(listSessionsMeta)
  .input(listSessionsInput)
  .output(listSessionsOutput)
  .query(async ({ ctx }) => {
    const families = await listSessionFamilies(ctx.db, {
      userId: ctx.auth.user.id,
      now: ctx.now(),
    });
    return { items: families.map((f) => toSessionDto(f, ctx.auth.session.familyId)) };
  });
