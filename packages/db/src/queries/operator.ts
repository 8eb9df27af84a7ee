import { DEFAULT_OPERATOR_SETTINGS, type OperatorSettings } from '@balasin/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { operatorSettings } from '../schema/index.ts';

const toSettings = (row: typeof operatorSettings.$inferSelect): OperatorSettings => ({
  companyName: row.companyName,
  companyAddress: row.companyAddress,
  companyTaxId: row.companyTaxId,
  supportEmail: row.supportEmail,
  supportWhatsapp: row.supportWhatsapp,
  bankAccounts: row.bankAccounts,
});

/** The operator's settings; the seeded defaults if the row is somehow missing. */
export const getOperatorSettings = async (db: Db): Promise<OperatorSettings> => {
  const [row] = await db.select().from(operatorSettings).where(eq(operatorSettings.id, 1));
  return row ? toSettings(row) : DEFAULT_OPERATOR_SETTINGS;
};

/** Locks the settings row for an admin change and answers what it was before. */
export const lockOperatorSettings = async (db: Db): Promise<OperatorSettings> => {
  const [row] = await db
    .select()
    .from(operatorSettings)
    .where(eq(operatorSettings.id, 1))
    .for('update');
  return row ? toSettings(row) : DEFAULT_OPERATOR_SETTINGS;
};

export const saveOperatorSettings = async (
  db: Db,
  settings: OperatorSettings,
  by: { userId: string; at: Date },
) => {
  const values = { ...settings, updatedAt: by.at, updatedBy: by.userId };
  await db
    .insert(operatorSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: operatorSettings.id, set: values });
};
