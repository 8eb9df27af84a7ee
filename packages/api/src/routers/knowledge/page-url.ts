import { KNOWLEDGE_LIMITS, knowledgeMessages } from '@balasin/shared';
import { z } from 'zod';
import { BadRequestError } from '../../errors.ts';
import {
  parseWebhookUrl,
  resolveWebhookTarget,
  WebhookTargetError,
} from '../../webhooks/webhook-target.ts';

export const pageUrl = z
  .string({ error: knowledgeMessages.urlInvalid })
  .trim()
  .max(KNOWLEDGE_LIMITS.urlMax, { error: knowledgeMessages.urlTooLong })
  .meta({
    description: 'A web page to learn from: http(s), a public address',
    example: 'https://batiksekar.example.com/kebijakan-retur',
  });

/** Why the URL was refused, said of a page. */
const PAGE_WORDING: Record<WebhookTargetError['kind'], string> = {
  invalid: knowledgeMessages.urlInvalid,
  private: knowledgeMessages.urlPrivate,
  unresolvable: knowledgeMessages.urlUnresolvable,
};

/**
 * The page's URL as it will be fetched, or 400 saying why it cannot be: the webhooks' rule (no
 * server-side request forgery; WEBHOOK_ALLOW_PRIVATE lifts it), checked again at every fetch.
 */
export const checkedPageUrl = async (value: string, allowPrivate: boolean) => {
  try {
    const url = parseWebhookUrl(value);
    await resolveWebhookTarget(url, allowPrivate);
    return url.toString();
  } catch (error) {
    if (error instanceof WebhookTargetError) {
      throw new BadRequestError(PAGE_WORDING[error.kind]);
    }
    throw error;
  }
};
