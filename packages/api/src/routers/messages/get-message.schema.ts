import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { messageSchema } from './message-dto.ts';

export const getMessageInput = z.object({ id: idParam });
export const getMessageOutput = messageSchema;
export const getMessageMeta: Meta = {
  openapi: {
    method: 'GET',
    path: '/v1/messages/{id}',
    tags: ['messages'],
    protect: true,
    summary: "One message of the token's number, with its status",
    errorResponses: {
      401: 'Missing, invalid or revoked token',
      404: "Message not found (or another number's)",
    },
  },
};
