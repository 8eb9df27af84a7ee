import { ROLES } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { adminUserSchema } from './admin-user-dto.ts';

const userId = idParam.meta({ example: '3f6c1c1e-7a53-4a4e-9d0b-3c2b1f1e2a10' });

export const userActionInput = z.object({ id: userId });
export const userActionOutput = adminUserSchema;

const errors = {
  400: 'Invalid input',
  401: 'Not authenticated',
  403: 'Unauthorized access',
  404: 'User not found',
};

export const disableUserMeta: Meta = {
  openapi: {
    method: 'POST',
    path: '/admin/users/{id}/disable',
    tags: ['admin'],
    summary: 'Disable a user (admin)',
    description:
      'Ends every session of the user at once (their next request is 401) and refuses their sign-in (403) until enabled. Disabling a disabled user changes nothing. The last enabled admin cannot be disabled (409), nor can an admin disable themselves (409). Written to the audit log.',
    errorResponses: {
      ...errors,
      409: 'The only admin left, or your own account',
    },
  },
};

export const enableUserMeta: Meta = {
  openapi: {
    method: 'POST',
    path: '/admin/users/{id}/enable',
    tags: ['admin'],
    summary: 'Enable a disabled user (admin)',
    description:
      'The user can sign in again (their ended sessions stay ended). Enabling an enabled user changes nothing. Written to the audit log.',
    errorResponses: errors,
  },
};

export const setUserRoleInput = z.object({ id: userId, role: z.enum(ROLES) });
export const setUserRoleMeta: Meta = {
  openapi: {
    method: 'POST',
    path: '/admin/users/{id}/role',
    tags: ['admin'],
    summary: 'Promote a user to admin or demote an admin (admin)',
    description:
      'role is "admin" or "user". The last enabled admin is never demoted (409), also when two admins demote each other at the same moment: the changes are decided one at a time. Written to the audit log.',
    errorResponses: { ...errors, 409: 'The only admin left' },
  },
};

export const resendUserVerificationOutput = z.object({
  sent: z.literal(true),
  message: z.string(),
});
export const resendUserVerificationMeta: Meta = {
  openapi: {
    method: 'POST',
    path: '/admin/users/{id}/resend-verification',
    tags: ['admin'],
    summary: "Send a user's verification e-mail again (admin)",
    description:
      'The same e-mail and the same limits as the user asking themselves (one a minute, five an hour). Written to the audit log.',
    errorResponses: {
      ...errors,
      409: 'The address is already verified',
      429: 'Too many verification e-mails: wait (see Retry-After)',
    },
  },
};
