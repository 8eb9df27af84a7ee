import { router } from '../../trpc.ts';
import { getPublicSettingsProcedure } from './get-public-settings.ts';

export const operatorRouter = router({ settings: getPublicSettingsProcedure });
