import { router } from '../../trpc.ts';
import { auditLogProcedure } from './audit-log.ts';
import { confirmPaymentProcedure } from './confirm-payment.ts';
import { disableUserProcedure } from './disable-user.ts';
import { enableUserProcedure } from './enable-user.ts';
import { getSettingsProcedure } from './get-settings.ts';
import { adminListPaymentsProcedure } from './list-payments.ts';
import { rejectPaymentProcedure } from './reject-payment.ts';
import { resendUserVerificationProcedure } from './resend-user-verification.ts';
import { searchSubscriptionsProcedure } from './search-subscriptions.ts';
import { searchUsersProcedure } from './search-users.ts';
import { setUserRoleProcedure } from './set-user-role.ts';
import { statsProcedure } from './stats.ts';
import { updateSettingsProcedure } from './update-settings.ts';
import { userDetailProcedure } from './user-detail.ts';

export const adminRouter = router({
  subscriptions: searchSubscriptionsProcedure,
  stats: statsProcedure,
  payments: adminListPaymentsProcedure,
  confirmPayment: confirmPaymentProcedure,
  rejectPayment: rejectPaymentProcedure,
  settings: getSettingsProcedure,
  updateSettings: updateSettingsProcedure,
  users: searchUsersProcedure,
  user: userDetailProcedure,
  disableUser: disableUserProcedure,
  enableUser: enableUserProcedure,
  setUserRole: setUserRoleProcedure,
  resendUserVerification: resendUserVerificationProcedure,
  auditLog: auditLogProcedure,
});
