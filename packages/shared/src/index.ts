export * from './brand.ts';
export * from './format.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './phone.ts';
export * from './plans.ts';
export * from './schemas.ts';
