import { engineMessages } from '@balasin/shared';
import { useMutation } from '@tanstack/react-query';
import { CopyButton } from '../../../../../components/ui/copy-button.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { WhatsappNumberDetail } from '../../../../../lib/api-types.ts';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { QrImage } from './qr-image.tsx';

/** What the phone needs while pairing: the QR to scan, or the code to type. */
export function PairingPanel({ number }: { number: WhatsappNumberDetail }) {
  const { trpc } = useAppServices();
  const { t, known } = useLocale();
  const scan = useMutation(trpc.whatsappNumbers.sandboxScan.mutationOptions());

  if (number.qr) {
    return (
      <section className="card pairing-panel" aria-labelledby="pairing-title">
        <h2 id="pairing-title">{t('pairing.scanTitle')}</h2>
        <QrImage value={number.qr} />
        {number.test ? (
          <>
            <p>{t('pairing.testText')}</p>
            <button
              type="button"
              className="button button-primary"
              disabled={scan.isPending}
              onClick={() =>
                scan.mutate(
                  { id: number.id },
                  {
                    onSuccess: () => toast.success(t('msg.scanned')),
                    onError: (error) => {
                      if (!isUnauthorizedError(error)) {
                        toast.error(known(serverMessage(error) || engineMessages.scanFailed));
                      }
                    },
                  },
                )
              }
            >
              {scan.isPending ? t('pairing.scanning') : t('pairing.scanWithTestPhone')}
            </button>
          </>
        ) : (
          <ol className="pairing-steps">
            <li>{t('pairing.openWhatsapp', { number: number.number })}</li>
            <li>{t('pairing.goToLinked')}</li>
            <li>{t('pairing.pointPhone')}</li>
          </ol>
        )}
      </section>
    );
  }
  if (number.pairing_code) {
    const code = number.pairing_code;
    return (
      <section className="card pairing-panel" aria-labelledby="pairing-title">
        <h2 id="pairing-title">{t('pairing.codeTitle')}</h2>
        <p className="pairing-code">{code}</p>
        <CopyButton value={code} label={t('pairing.copyCode')} />
        <ol className="pairing-steps">
          <li>{t('pairing.openWhatsapp', { number: number.number })}</li>
          <li>{t('pairing.goToLinked')}</li>
          <li>{t('pairing.typeCode')}</li>
        </ol>
      </section>
    );
  }
  return null;
}
