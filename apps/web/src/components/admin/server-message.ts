import { TRPCClientError } from '@trpc/client';

/**
 * The server's own explanation of a refused change (e.g. 'End date must not be before start
 * date'), or undefined when the request never got an answer (network failure).
 */
export const serverMessage = (error: unknown) =>
  error instanceof TRPCClientError && error.data ? (error.message as string) : undefined;
