export * from './client.ts';
export * from './queries/audit.ts';
export * from './queries/outbox.ts';
export * from './queries/registration.ts';
export * from './queries/sessions.ts';
export * from './queries/users.ts';
export * from './queries/verification.ts';
export * as schema from './schema/index.ts';
