import { createQueryClient } from './query-client.ts';
import type { AppServices } from './services.ts';
import { createTrpc } from './trpc.ts';

export const createAppServices = (goToLogin: () => void): AppServices => {
  const queryClient = createQueryClient();
  return { queryClient, ...createTrpc(queryClient, goToLogin) };
};
