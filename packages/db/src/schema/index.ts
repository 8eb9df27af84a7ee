export * from './audit.ts';
export * from './businesses.ts';
export * from './contact.ts';
export * from './enums.ts';
export * from './outbox.ts';
export * from './sessions.ts';
export * from './users.ts';
