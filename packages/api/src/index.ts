export { ensureAdmin } from './auth/ensure-admin.ts';
export { createLoginLimiter, type LoginLimits } from './auth/login-limiter.ts';
export { hashPassword } from './auth/passwords.ts';
export { resolveAccessToken } from './auth/session-service.ts';
export type { ApiDeps, Context, SessionConfig, Transport } from './context.ts';
export { expireSubscriptions } from './jobs/expire-subscriptions.ts';
export { buildOpenApiDocument } from './openapi.ts';
export { type AppRouter, appRouter } from './root.ts';
