import { randomBytes } from 'node:crypto';

/** A Standard Webhooks signing secret: 192 random bits, base64, behind `whsec_`. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;
