import { engineMessages } from '@balasin/shared';
import { useMutation } from '@tanstack/react-query';
import { CopyButton } from '../../../../../components/ui/copy-button.tsx';
import type { WhatsappNumberDetail } from '../../../../../lib/api-types.ts';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { QrImage } from './qr-image.tsx';

/** What the phone needs while pairing: the QR to scan, or the code to type. */
export function PairingPanel({ number }: { number: WhatsappNumberDetail }) {
  const { trpc } = useAppServices();
  const scan = useMutation(trpc.whatsappNumbers.sandboxScan.mutationOptions());

  if (number.qr) {
    return (
      <section className="card pairing-panel" aria-labelledby="pairing-title">
        <h2 id="pairing-title">Scan this QR code</h2>
        <QrImage value={number.qr} />
        {number.test ? (
          <>
            <p>This is a test number: the test phone scans it for you.</p>
            <button
              type="button"
              className="button button-primary"
              disabled={scan.isPending}
              onClick={() =>
                scan.mutate(
                  { id: number.id },
                  {
                    onSuccess: () => toast.success(engineMessages.scanned),
                    onError: (error) => {
                      if (!isUnauthorizedError(error)) {
                        toast.error(serverMessage(error) || engineMessages.scanFailed);
                      }
                    },
                  },
                )
              }
            >
              {scan.isPending ? 'Scanning…' : 'Scan with the test phone'}
            </button>
          </>
        ) : (
          <ol className="pairing-steps">
            <li>Open WhatsApp on the phone that owns {number.number}.</li>
            <li>Go to Settings, then Linked devices, then Link a device.</li>
            <li>
              Point the phone at this code. It changes every few seconds; any shown code works.
            </li>
          </ol>
        )}
      </section>
    );
  }
  if (number.pairing_code) {
    const code = number.pairing_code;
    return (
      <section className="card pairing-panel" aria-labelledby="pairing-title">
        <h2 id="pairing-title">Type this code on the phone</h2>
        <p className="pairing-code">{code}</p>
        <CopyButton value={code} label="Copy the pairing code" />
        <ol className="pairing-steps">
          <li>Open WhatsApp on the phone that owns {number.number}.</li>
          <li>Go to Settings, then Linked devices, then Link a device.</li>
          <li>Choose "Link with phone number instead" and type the code.</li>
        </ol>
      </section>
    );
  }
  return null;
}
