import { useEffect, useState } from 'react';
import { useLocale } from '../../../../../i18n/locale.tsx';

/**
 * The pairing QR as a real QR image, drawn here from the `qr` string WhatsApp issues (it changes
 * every few seconds; each new string is drawn again). The encoder loads with this page only.
 */
export function QrImage({ value }: { value: string }) {
  const { t } = useLocale();
  const [src, setSrc] = useState<string>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) =>
        qrcode.toString(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'L' }),
      )
      .then(
        (svg) => {
          if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
        },
        () => {
          if (current) setFailed(true);
        },
      );
    return () => {
      current = false;
    };
  }, [value]);

  if (failed) return <p className="alert-error">{t('qr.failed')}</p>;
  return src ? (
    <img className="qr-image" src={src} alt={t('qr.alt')} />
  ) : (
    <div className="qr-image qr-image-loading" role="status">
      {t('qr.drawing')}
    </div>
  );
}
