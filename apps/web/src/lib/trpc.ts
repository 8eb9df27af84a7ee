import type { AppRouter } from '@balasin/api';
import { messages } from '@balasin/shared/messages';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { currentLocale, translateKnown } from '../i18n/translate.ts';
import { sessionLink } from './session-link.ts';
import { toast } from './toast.ts';

export type Trpc = ReturnType<typeof createTrpc>['trpc'];
export type Api = ReturnType<typeof createTrpc>['api'];

/**
 * The typed client for our own API. A protected call that ends signed out sends the browser to
 * /login with the spec's message (section 7).
 */
export const createTrpc = (queryClient: QueryClient, goToLogin: () => void) => {
  const client = createTRPCClient<AppRouter>({
    links: [
      sessionLink({
        onSignedOut: () => {
          queryClient.clear();
          toast.error(translateKnown(currentLocale(), messages.pleaseLogin), {
            id: 'please-login',
          });
          goToLogin();
        },
      }),
      // Live changes come as server-sent events (EventSource sends the session cookie itself).
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: '/trpc' }),
        false: httpBatchLink({
          url: '/trpc',
          fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
        }),
      }),
    ],
  });
  // `trpc` gives query and mutation options for React Query; `api` calls a procedure directly.
  return { api: client, trpc: createTRPCOptionsProxy<AppRouter>({ client, queryClient }) };
};
