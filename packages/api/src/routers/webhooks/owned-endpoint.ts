import { type Db, findWebhookEndpoint, type Membership } from '@balasin/db';
import { webhookMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { isUuid } from '../id-param.ts';

/** The caller's endpoint, or 404: another business's endpoint and a malformed id answer the same. */
export const ownedEndpoint = async (db: Db, membership: Membership | null, id: string) => {
  const row =
    membership && isUuid(id)
      ? await findWebhookEndpoint(db, { businessId: membership.businessId, id })
      : undefined;
  if (!row) throw new NotFoundError(webhookMessages.endpointNotFound);
  return row;
};
