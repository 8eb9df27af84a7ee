import { adminProcedure } from '../../trpc.ts';
import { checkAdminInput, checkAdminMeta, checkAdminOutput } from './check-admin.schema.ts';

export const checkAdminProcedure = adminProcedure
  .meta(checkAdminMeta)
  .input(checkAdminInput)
  .output(checkAdminOutput)
  .query(() => ({ isAdmin: true as const }));
