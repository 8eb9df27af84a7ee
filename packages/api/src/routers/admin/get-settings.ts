import { getOperatorSettings } from '@balasin/db';
import { adminProcedure } from '../../trpc.ts';
import { getSettingsInput, getSettingsMeta, getSettingsOutput } from './settings.schema.ts';

export const getSettingsProcedure = adminProcedure
  .meta(getSettingsMeta)
  .input(getSettingsInput)
  .output(getSettingsOutput)
  .query(({ ctx }) => getOperatorSettings(ctx.db));
