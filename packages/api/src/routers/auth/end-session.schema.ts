import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';

export const endSessionInput = z.object({ id: idParam });
export const endSessionOutput = z.object({ message: z.string() });
export const endSessionMeta: Meta = {
  openapi: {
    method: 'DELETE',
    path: '/auth/sessions/{id}',
    tags: ['auth'],
    summary: 'Sign out another device',
    description:
      'Its tokens stop working at once. This device is signed out with `POST /auth/logout` instead.',
    errorResponses: {
      400: 'The session is the one making this request',
      401: 'Not authenticated',
      404: 'No such session of yours, or it has already ended',
    },
  },
};
