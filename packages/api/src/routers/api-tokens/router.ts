import { router } from '../../trpc.ts';
import { createTokenProcedure } from './create-token.ts';
import { listTokensProcedure } from './list-tokens.ts';
import { revokeTokenProcedure } from './revoke-token.ts';

export const apiTokensRouter = router({
  list: listTokensProcedure,
  create: createTokenProcedure,
  revoke: revokeTokenProcedure,
});
