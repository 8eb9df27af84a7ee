import { messages } from '@balasin/shared';
import { TRPCError } from '@trpc/server';

type Code = TRPCError['code'];

/** A failure the caller can act on; its message is shown to people as is. */
export class DomainError extends Error {
  constructor(
    readonly code: Code,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message: string = messages.notAuthenticated) {
    super('UNAUTHORIZED', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message: string = messages.unauthorizedAccess) {
    super('FORBIDDEN', message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string = messages.notFound) {
    super('NOT_FOUND', message);
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string) {
    super('BAD_REQUEST', message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = messages.tooManyRequests,
  ) {
    super('TOO_MANY_REQUESTS', message);
  }
}

const causes = (error: unknown) => {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 8; current = (current as Error).cause) {
    chain.push(current);
  }
  return chain;
};

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;

/** Postgres unique violation, whether raised by postgres.js or PGlite and wrapped by Drizzle. */
export const isUniqueViolation = (error: unknown) =>
  causes(error).some((e) => codeOf(e) === '23505');

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01',
  '57P02',
  '57P03',
]);

/** The database is down or unreachable (SQLSTATE class 08 or a socket failure). */
export const isDatabaseUnavailable = (error: unknown) =>
  causes(error).some((e) => {
    const code = codeOf(e);
    return code !== undefined && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'));
  });

/** Maps anything thrown inside a procedure to the TRPCError the transports understand. */
export const toTRPCError = (error: unknown): TRPCError => {
  if (error instanceof TRPCError) {
    if (error.code !== 'INTERNAL_SERVER_ERROR') return error;
    return toTRPCError(error.cause ?? new Error(error.message));
  }
  if (error instanceof DomainError) {
    return new TRPCError({ code: error.code, message: error.message, cause: error });
  }
  if (isDatabaseUnavailable(error)) {
    return new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: messages.databaseUnavailable,
      cause: error,
    });
  }
  return new TRPCError({
    code: 'INTERNAL_SERVER_ERROR',
    message: messages.internalError,
    cause: error,
  });
};
