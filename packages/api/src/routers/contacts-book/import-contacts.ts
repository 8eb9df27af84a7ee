import {
  contactsByPhones,
  insertImportedContacts,
  lockContactQuota,
  setContactName,
} from '@balasin/db';
import {
  CONTACTS_BOOK,
  CONTACTS_CSV_COLUMNS,
  contactsBookMessages,
  importedPhone,
  messagingMessages,
  packageTitle,
} from '@balasin/shared';
import { CONTACT_QUOTA, tellOwnerOnCrossing } from '../../contacts/admit-contact.ts';
import { fromSpreadsheetText, parseCsv } from '../../contacts/csv.ts';
import { BadRequestError, ForbiddenError } from '../../errors.ts';
import { managerProcedure } from '../../trpc.ts';
import { importContactsInput, importContactsOutput } from './import-contacts.schema.ts';
import { contactNameSchema } from './rename-contact.schema.ts';

type Skip = { line: number; reason: string };

const decoder = new TextDecoder('utf-8', { fatal: true });

const readRows = (bytes: Uint8Array) => {
  if (bytes.length > CONTACTS_BOOK.importMaxBytes) {
    throw new BadRequestError(contactsBookMessages.importTooLarge);
  }
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    throw new BadRequestError(contactsBookMessages.importNotText);
  }
  if (text.includes('\u0000')) throw new BadRequestError(contactsBookMessages.importNotText);
  const records = parseCsv(text);
  if (!records) throw new BadRequestError(contactsBookMessages.unclosedQuote);
  const [header, ...rows] = records;
  if (!header || rows.length === 0) throw new BadRequestError(contactsBookMessages.importEmpty);
  const columns = header.cells.map((cell) => cell.trim().toLowerCase());
  const at = (names: readonly string[]) => columns.findIndex((c) => names.includes(c));
  const phoneAt = at(CONTACTS_CSV_COLUMNS.phone);
  const nameAt = at(CONTACTS_CSV_COLUMNS.name);
  if (phoneAt < 0) throw new BadRequestError(contactsBookMessages.importNoPhoneColumn);
  if (rows.length > CONTACTS_BOOK.importMaxRows) {
    throw new BadRequestError(contactsBookMessages.importTooManyRows);
  }
  return { rows, phoneAt, nameAt };
};

/**
 * POST /api/contacts/import: a CSV with a header naming `phone` (and `name`; other columns,
 * such as the export's dates, are ignored). Known phones get the file's name, new ones are
 * created while the package has room; every other line is reported with its reason. One
 * transaction under the contact quota's lock, so the limit holds against customers writing in.
 */
export const importContactsProcedure = managerProcedure
  .input(importContactsInput)
  .output(importContactsOutput)
  .mutation(async ({ ctx, input }) => {
    const membership = ctx.membership;
    if (!membership) throw new ForbiddenError();
    const { rows, phoneAt, nameAt } = readRows(input.bytes);
    const skipped: Skip[] = [];
    const wanted = new Map<string, { line: number; name: string | null }>();
    for (const row of rows) {
      const rawPhone = row.cells[phoneAt]?.trim() ?? '';
      const phone = rawPhone ? importedPhone(rawPhone) : undefined;
      const rawName = nameAt >= 0 ? fromSpreadsheetText(row.cells[nameAt] ?? '').trim() : '';
      const name = rawName ? contactNameSchema.safeParse(rawName) : undefined;
      if (!rawPhone) skipped.push({ line: row.line, reason: contactsBookMessages.phoneMissing });
      else if (!phone) skipped.push({ line: row.line, reason: contactsBookMessages.phoneInvalid });
      else if (wanted.has(phone)) {
        skipped.push({ line: row.line, reason: contactsBookMessages.phoneRepeated });
      } else if (name && !name.success) {
        skipped.push({ line: row.line, reason: contactsBookMessages.nameTooLong });
      } else wanted.set(phone, { line: row.line, name: name?.data ?? null });
    }
    const now = ctx.now();
    const outcome = await ctx.db.transaction(async (tx) => {
      const quota = await lockContactQuota(tx, {
        businessId: membership.businessId,
        now,
        ...CONTACT_QUOTA,
      });
      const known = await contactsByPhones(tx, membership.businessId, [...wanted.keys()]);
      const fresh: { phone: string; name: string | null }[] = [];
      let updated = 0;
      for (const [phone, entry] of wanted) {
        const contact = known.get(phone);
        if (contact) {
          if (entry.name && entry.name !== contact.name) {
            await setContactName(tx, contact.id, entry.name, now);
            updated++;
          }
        } else if (quota.count + fresh.length < quota.limit) {
          fresh.push({ phone, name: entry.name });
        } else {
          skipped.push({
            line: entry.line,
            reason: messagingMessages.contactLimit(packageTitle(quota.package), quota.limit),
          });
        }
      }
      await insertImportedContacts(tx, membership.businessId, fresh);
      // The owner hears of crossing the warning share or the limit, as with customers writing.
      for (let n = quota.count + 1; n <= quota.count + fresh.length; n++) {
        await tellOwnerOnCrossing(tx, membership.businessId, quota, n);
      }
      return { created: fresh.length, updated };
    });
    skipped.sort((a, b) => a.line - b.line);
    return { ...outcome, skipped: skipped.slice(0, CONTACTS_BOOK.importSkippedMax) };
  });
