import { QueryClient } from '@tanstack/react-query';
import { hasSessionFlag } from './session-flag.ts';
import { trpcHttpStatus } from './trpc-errors.ts';

/** A 4xx will not change on a retry; a network blip or a 503 might. */
const isClientError = (error: unknown) => {
  const status = trpcHttpStatus(error);
  return typeof status === 'number' && status >= 400 && status < 500;
};

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        // Every query the app declares is a signed-in one. Without the flag none may run (spec
        // section 4); this also stops pages that are still mounted after sign-out clears the cache
        // from fetching again before they unmount.
        enabled: () => hasSessionFlag(),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
