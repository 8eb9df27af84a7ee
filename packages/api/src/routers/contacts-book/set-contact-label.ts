import {
  type Db,
  findBookContact,
  labelsOfContacts,
  type Membership,
  setContactLabel,
} from '@balasin/db';
import { contactsBookMessages, labelMessages } from '@balasin/shared';
import { NotFoundError } from '../../errors.ts';
import { isUuid } from '../id-param.ts';
import { toLabelDto } from '../labels/label-dto.ts';
import { toContactDto } from './contact-dto.ts';

/** Puts the label on (or takes it off) the caller's contact; 404 for another business's either. */
export const setContactLabelFor = async (
  ctx: { db: Db; membership: Membership | null },
  input: { id: string; label_id: string },
  on: boolean,
) => {
  const businessId = ctx.membership?.businessId;
  const contact =
    businessId && isUuid(input.id)
      ? await findBookContact(ctx.db, { businessId, id: input.id })
      : undefined;
  if (!businessId || !contact) throw new NotFoundError(contactsBookMessages.contactNotFound);
  const applied =
    isUuid(input.label_id) &&
    (await setContactLabel(ctx.db, {
      businessId,
      contactId: contact.id,
      labelId: input.label_id,
      on,
    }));
  if (!applied) throw new NotFoundError(labelMessages.labelNotFound);
  const labels = (await labelsOfContacts(ctx.db, [contact.id])).get(contact.id) ?? [];
  return { ...toContactDto(contact), labels: labels.map(toLabelDto) };
};
