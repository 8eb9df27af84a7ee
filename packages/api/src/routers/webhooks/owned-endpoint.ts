import { type Db, findWebhookEndpoint } from '@balasin/db';
import { webhookMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { isUuid } from '../id-param.ts';

/** The caller's endpoint, or 404: another business's endpoint and a malformed id answer the same. */
export const ownedEndpoint = async (db: Db, ownerId: string, id: string) => {
  const row = isUuid(id) ? await findWebhookEndpoint(db, { ownerId, id }) : undefined;
  if (!row) throw new NotFoundError(webhookMessages.endpointNotFound);
  return row;
};
