import { router } from '../../trpc.ts';
import { addNumberProcedure } from './add-number.ts';
import { connectNumberProcedure } from './connect-number.ts';
import { deleteNumberProcedure } from './delete-number.ts';
import { getBotSettingsProcedure } from './get-bot-settings.ts';
import { getNumberProcedure } from './get-number.ts';
import { listNumbersProcedure } from './list-numbers.ts';
import { logoutNumberProcedure } from './logout-number.ts';
import { numberEventsProcedure } from './number-events.ts';
import { numberMessagesProcedure } from './number-messages.ts';
import { sandboxInboundProcedure } from './sandbox-inbound.ts';
import { sandboxMessagesProcedure } from './sandbox-messages.ts';
import { sandboxScanProcedure } from './sandbox-scan.ts';
import { updateBotSettingsProcedure } from './update-bot-settings.ts';

export const whatsappNumbersRouter = router({
  list: listNumbersProcedure,
  add: addNumberProcedure,
  delete: deleteNumberProcedure,
  get: getNumberProcedure,
  connect: connectNumberProcedure,
  logout: logoutNumberProcedure,
  events: numberEventsProcedure,
  messages: numberMessagesProcedure,
  sandboxScan: sandboxScanProcedure,
  sandboxInbound: sandboxInboundProcedure,
  sandboxMessages: sandboxMessagesProcedure,
  bot: getBotSettingsProcedure,
  updateBot: updateBotSettingsProcedure,
});
