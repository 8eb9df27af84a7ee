import { registerInputSchema } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { paymentSchema } from '../payments/payment-dto.ts';
import { userSchema } from './user-dto.ts';

export const registerInput = registerInputSchema;
export const registerOutput = z.object({
  user: userSchema,
  message: z.string(),
  payment: paymentSchema.describe('The order to pay: amount with its unique code, and deadline'),
});
export const registerMeta: Meta = {
  successStatus: 201,
  openapi: {
    method: 'POST',
    path: '/auth/register',
    tags: ['auth'],
    summary: 'Register a user, their business and a pending subscription',
    description:
      'Opens the registration payment order (the price plus a unique code, with a deadline) and sends the verification e-mail with the bank-transfer instructions. Does not sign the user in.',
    protect: false,
    successDescription: 'Registered',
    errorResponses: {
      400: 'Invalid input',
      409: 'This email is already registered',
      429: 'Too many requests',
    },
  },
};
