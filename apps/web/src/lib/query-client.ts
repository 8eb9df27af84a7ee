import { QueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';

/** A 4xx will not change on a retry; a network blip or a 503 might. */
const isClientError = (error: unknown) => {
  const status = error instanceof TRPCClientError ? error.data?.httpStatus : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
};

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
