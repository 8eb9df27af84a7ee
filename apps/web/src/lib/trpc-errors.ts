import { TRPCClientError } from '@trpc/client';

/** No or expired session: the session link has already refreshed once and signed the visitor out. */
export const isUnauthorizedError = (error: unknown) =>
  error instanceof TRPCClientError && error.data?.code === 'UNAUTHORIZED';

/**
 * The message our server answered with, or undefined when no answer came back (network failure,
 * a proxy's page): only the server's own messages are fit to show as they are.
 */
export const serverMessage = (error: unknown): string | undefined =>
  error instanceof TRPCClientError && error.shape ? error.message : undefined;
