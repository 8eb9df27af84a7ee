import { findPendingEmailChange } from '@balasin/db';
import { protectedProcedure } from '../../trpc.ts';
import { emailChangeInput, emailChangeMeta, emailChangeOutput } from './email-change.schema.ts';
import { toPendingEmailChange } from './email-change-dto.ts';

export const emailChangeProcedure = protectedProcedure
  .meta(emailChangeMeta)
  .input(emailChangeInput)
  .output(emailChangeOutput)
  .query(async ({ ctx }) =>
    toPendingEmailChange(await findPendingEmailChange(ctx.db, ctx.auth.user.id, ctx.now())),
  );
