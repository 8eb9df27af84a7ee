import { router } from '../../trpc.ts';
import { confirmPaymentProcedure } from './confirm-payment.ts';
import { getSettingsProcedure } from './get-settings.ts';
import { adminListPaymentsProcedure } from './list-payments.ts';
import { rejectPaymentProcedure } from './reject-payment.ts';
import { searchSubscriptionsProcedure } from './search-subscriptions.ts';
import { statsProcedure } from './stats.ts';
import { updateSettingsProcedure } from './update-settings.ts';

export const adminRouter = router({
  subscriptions: searchSubscriptionsProcedure,
  stats: statsProcedure,
  payments: adminListPaymentsProcedure,
  confirmPayment: confirmPaymentProcedure,
  rejectPayment: rejectPaymentProcedure,
  settings: getSettingsProcedure,
  updateSettings: updateSettingsProcedure,
});
