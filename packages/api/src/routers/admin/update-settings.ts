import { lockOperatorSettings, saveOperatorSettings, writeAudit } from '@balasin/db';
import { BILLING_AUDIT_ACTIONS } from '@balasin/shared/billing-audit-actions';
import { adminProcedure } from '../../trpc.ts';
import {
  updateSettingsInput,
  updateSettingsMeta,
  updateSettingsOutput,
} from './settings.schema.ts';

/** The settings row has no uuid of its own; its audit entries name this fixed one. */
const SETTINGS_ENTITY_ID = '00000000-0000-0000-0000-000000000001';

export const updateSettingsProcedure = adminProcedure
  .meta(updateSettingsMeta)
  .input(updateSettingsInput)
  .output(updateSettingsOutput)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const before = await lockOperatorSettings(tx);
      const now = ctx.now();
      await saveOperatorSettings(tx, input, { userId: ctx.auth.user.id, at: now });
      await writeAudit(tx, {
        actorId: ctx.auth.user.id,
        action: BILLING_AUDIT_ACTIONS.operatorSettings,
        entityType: 'operator_settings',
        entityId: SETTINGS_ENTITY_ID,
        before,
        after: input,
        createdAt: now,
      });
      return input;
    }),
  );
