import { useMutation } from '@tanstack/react-query';
import { useLocale } from '../../i18n/locale.tsx';
import { isUnauthorizedError, serverMessage } from '../../lib/trpc-errors.ts';
import { useAppServices } from '../../lib/use-app-services.ts';
import { useSessionUser } from '../../lib/use-session-user.ts';

/**
 * An owner whose e-mail address is not verified yet is told so above the numbers and the payment
 * panel, with what waits for it ("I have paid") and a button that sends the link again (the
 * server limits how often). The answer, sent or refused, stays beside the button.
 */
export function VerifyEmailBanner() {
  const user = useSessionUser();
  const { trpc } = useAppServices();
  const { t, known } = useLocale();
  const resend = useMutation(trpc.auth.resendVerification.mutationOptions());
  if (!user || user.emailVerified || user.role !== 'user') return null;
  const answer = resend.isSuccess
    ? known(resend.data.message)
    : resend.isError && !isUnauthorizedError(resend.error)
      ? known(serverMessage(resend.error) ?? t('msg.verificationResendFailed'))
      : undefined;
  return (
    <section className="verify-banner" aria-labelledby="verify-banner-title">
      <div className="verify-banner-text">
        <h2 id="verify-banner-title">{t('verify.title')}</h2>
        <p>{t('verify.text', { email: user.email })}</p>
        <p className="verify-banner-answer" role="status" data-ok={resend.isSuccess || undefined}>
          {answer}
        </p>
      </div>
      <button
        type="button"
        className="button"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? t('verify.resending') : t('verify.resend')}
      </button>
    </section>
  );
}
