import { getBotSettings } from '@balasin/db';
import { managerProcedure } from '../../trpc.ts';
import { toBotSettingsDto } from './bot-settings-dto.ts';
import {
  getBotSettingsInput,
  getBotSettingsMeta,
  getBotSettingsOutput,
} from './get-bot-settings.schema.ts';
import { ownedNumber } from './owned-number.ts';

export const getBotSettingsProcedure = managerProcedure
  .meta(getBotSettingsMeta)
  .input(getBotSettingsInput)
  .output(getBotSettingsOutput)
  .query(async ({ ctx, input }) => {
    const number = await ownedNumber(ctx.db, ctx.membership, input.id);
    return toBotSettingsDto(await getBotSettings(ctx.db, number.id));
  });
