import { router } from '../../trpc.ts';
import { acceptInvitationProcedure } from './accept-invitation.ts';
import { cancelEmailChangeProcedure } from './cancel-email-change.ts';
import { changePasswordProcedure } from './change-password.ts';
import { checkAdminProcedure } from './check-admin.ts';
import { confirmEmailChangeProcedure } from './confirm-email-change.ts';
import { confirmPasswordResetProcedure } from './confirm-password-reset.ts';
import { deleteAccountProcedure } from './delete-account.ts';
import { emailChangeProcedure } from './email-change.ts';
import { endOtherSessionsProcedure } from './end-other-sessions.ts';
import { endSessionProcedure } from './end-session.ts';
import { getUserProcedure } from './get-user.ts';
import { listSessionsProcedure } from './list-sessions.ts';
import { loginProcedure } from './login.ts';
import { logoutProcedure } from './logout.ts';
import { refreshProcedure } from './refresh.ts';
import { registerProcedure } from './register.ts';
import { requestEmailChangeProcedure } from './request-email-change.ts';
import { requestPasswordResetProcedure } from './request-password-reset.ts';
import { resendVerificationProcedure } from './resend-verification.ts';
import { setLocaleProcedure } from './set-locale.ts';
import { updateProfileProcedure } from './update-profile.ts';
import { verifyEmailProcedure } from './verify-email.ts';

export const authRouter = router({
  login: loginProcedure,
  user: getUserProcedure,
  refresh: refreshProcedure,
  logout: logoutProcedure,
  checkAdmin: checkAdminProcedure,
  register: registerProcedure,
  verifyEmail: verifyEmailProcedure,
  resendVerification: resendVerificationProcedure,
  acceptInvitation: acceptInvitationProcedure,
  setLocale: setLocaleProcedure,
  emailChange: emailChangeProcedure,
  requestEmailChange: requestEmailChangeProcedure,
  cancelEmailChange: cancelEmailChangeProcedure,
  confirmEmailChange: confirmEmailChangeProcedure,
  deleteAccount: deleteAccountProcedure,
  updateProfile: updateProfileProcedure,
  changePassword: changePasswordProcedure,
  requestPasswordReset: requestPasswordResetProcedure,
  confirmPasswordReset: confirmPasswordResetProcedure,
  sessions: listSessionsProcedure,
  endSession: endSessionProcedure,
  endOtherSessions: endOtherSessionsProcedure,
});
