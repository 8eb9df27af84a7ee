import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS, webhookMessages } from '@balasin/shared';
import { z } from 'zod';
import { BadRequestError } from '../../errors.ts';
import {
  parseWebhookUrl,
  resolveWebhookTarget,
  WebhookTargetError,
} from '../../webhooks/webhook-target.ts';

export const webhookUrl = z
  .string({ error: webhookMessages.urlInvalid })
  .trim()
  .max(WEBHOOK_LIMITS.urlMax, { error: webhookMessages.urlTooLong })
  .meta({
    description: 'Where events are POSTed: http(s), a public address',
    example: 'https://shop.example.com/balasin/webhook',
  });

/** Each event once, in the contract's order, whatever order they came in. */
export const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENT_TYPES), { error: webhookMessages.eventsRequired })
  .min(1, webhookMessages.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length * 2)
  .transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type)))
  .meta({ description: 'The events to receive', example: ['message.received', 'message.status'] });

/** The URL as it will be called, or 400 saying why it cannot be (not http(s), a private address). */
export const checkedWebhookUrl = async (value: string, allowPrivate: boolean) => {
  try {
    const url = parseWebhookUrl(value);
    await resolveWebhookTarget(url, allowPrivate);
    return url.toString();
  } catch (error) {
    if (error instanceof WebhookTargetError) throw new BadRequestError(error.message);
    throw error;
  }
};
