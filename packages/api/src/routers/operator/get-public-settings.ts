import { getOperatorSettings } from '@balasin/db';
import { publicProcedure } from '../../trpc.ts';
import {
  getPublicSettingsInput,
  getPublicSettingsMeta,
  getPublicSettingsOutput,
} from './get-public-settings.schema.ts';

export const getPublicSettingsProcedure = publicProcedure
  .meta(getPublicSettingsMeta)
  .input(getPublicSettingsInput)
  .output(getPublicSettingsOutput)
  .query(({ ctx }) => getOperatorSettings(ctx.db));
