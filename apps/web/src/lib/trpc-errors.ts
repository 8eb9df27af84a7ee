/**
 * Reading tRPC client errors without importing @trpc/client: route options (beforeLoad,
 * validateSearch) live in the main bundle every page downloads, and an `instanceof` check would
 * pull the whole client in with them. The client marks its errors by name.
 */
type TrpcErrorLike = Error & {
  shape?: unknown;
  data?: { code?: string; httpStatus?: number } | null;
};

const asTrpcError = (error: unknown): TrpcErrorLike | undefined =>
  error instanceof Error && error.name === 'TRPCClientError' ? (error as TrpcErrorLike) : undefined;

/** The tRPC error code ('UNAUTHORIZED', 'CONFLICT', ...) the server answered with, if any. */
export const trpcErrorCode = (error: unknown) => asTrpcError(error)?.data?.code;

/** The HTTP status the server answered with, if it answered at all. */
export const trpcHttpStatus = (error: unknown) => asTrpcError(error)?.data?.httpStatus;

/** No or expired session: the session link has already refreshed once and signed the visitor out. */
export const isUnauthorizedError = (error: unknown) => trpcErrorCode(error) === 'UNAUTHORIZED';

/**
 * The message our server answered with, or undefined when no answer came back (network failure,
 * a proxy's page): only the server's own messages are fit to show as they are.
 */
export const serverMessage = (error: unknown): string | undefined => {
  const trpcError = asTrpcError(error);
  return trpcError?.shape ? trpcError.message : undefined;
};
