import { PAYMENT_RULES, paymentMessages } from '@balasin/shared';
import { z } from 'zod';
import { idParam } from '../id-param.ts';

export const paymentFileInput = z.object({ id: idParam });

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

/** "I have paid": the bank sent from, the account holder's name, and the proof's bytes. */
export const submitPaymentInput = z.object({
  id: idParam,
  bank: requiredText(paymentMessages.bankRequired, PAYMENT_RULES.bankMax),
  payer_name: requiredText(paymentMessages.payerNameRequired, PAYMENT_RULES.payerNameMax),
  proof: z.object(
    {
      bytes: z
        .instanceof(Uint8Array, { error: paymentMessages.proofRequired })
        .refine((bytes) => bytes.length > 0, paymentMessages.proofRequired)
        .refine(
          (bytes) => bytes.length <= PAYMENT_RULES.proofMaxBytes,
          paymentMessages.proofTooLarge,
        ),
      filename: z.string().max(500),
    },
    { error: paymentMessages.proofRequired },
  ),
});
