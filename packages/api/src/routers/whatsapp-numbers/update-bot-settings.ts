import { saveBotSettings } from '@balasin/db';
import { managerProcedure } from '../../trpc.ts';
import { toBotSettingsDto } from './bot-settings-dto.ts';
import { ownedNumber } from './owned-number.ts';
import {
  updateBotSettingsInput,
  updateBotSettingsMeta,
  updateBotSettingsOutput,
} from './update-bot-settings.schema.ts';

export const updateBotSettingsProcedure = managerProcedure
  .meta(updateBotSettingsMeta)
  .input(updateBotSettingsInput)
  .output(updateBotSettingsOutput)
  .mutation(async ({ ctx, input }) => {
    const number = await ownedNumber(ctx.db, ctx.membership, input.id);
    const saved = await saveBotSettings(ctx.db, {
      numberId: number.id,
      businessId: number.businessId,
      changes: {
        ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
        ...(input.greeting === undefined ? {} : { greeting: input.greeting }),
        ...(input.away_message === undefined ? {} : { awayMessage: input.away_message }),
        ...(input.business_hours === undefined ? {} : { businessHours: input.business_hours }),
        ...(input.tone === undefined ? {} : { tone: input.tone }),
        ...(input.threshold === undefined ? {} : { threshold: input.threshold }),
        ...(input.handoff_after === undefined ? {} : { handoffAfter: input.handoff_after }),
      },
      now: ctx.now(),
    });
    return toBotSettingsDto(saved);
  });
