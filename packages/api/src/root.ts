import { authRouter } from './routers/auth/router.ts';
import { systemRouter } from './routers/system/router.ts';
import { router } from './trpc.ts';

export const appRouter = router({
  auth: authRouter,
  system: systemRouter,
});

export type AppRouter = typeof appRouter;
