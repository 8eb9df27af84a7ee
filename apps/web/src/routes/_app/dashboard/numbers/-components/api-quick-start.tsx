import { CopyButton } from '../../../../../components/ui/copy-button.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';

/** A first call that works as pasted once the token is in $BALASIN_TOKEN. */
export function ApiQuickStart() {
  const { t, rich } = useLocale();
  const origin = window.location.origin;
  const command = [
    `curl -X POST ${origin}/api/v1/messages \\`,
    '  -H "Authorization: Bearer $BALASIN_TOKEN" \\',
    '  -H "Content-Type: application/json" \\',
    `  -d '{"to":"+6281234567890","type":"text","text":{"body":"Halo dari Balasin!"}}'`,
  ].join('\n');
  return (
    <section className="card developer-card" aria-labelledby="quick-start-title">
      <h2 id="quick-start-title">{t('apiStart.title')}</h2>
      <p>{rich('apiStart.text', { variable: <code>BALASIN_TOKEN</code> })}</p>
      <pre className="code-block" tabIndex={0} aria-label={t('apiStart.example')}>
        <code>{command}</code>
      </pre>
      <div className="developer-links">
        <CopyButton value={command} label={t('apiStart.copy')} />
        <a className="button" href="/api/docs" target="_blank" rel="noreferrer">
          {t('apiStart.reference')}
        </a>
      </div>
      <p className="field-hint">
        {rich('apiStart.answer', {
          status: <code>202</code>,
          header: <code>Idempotency-Key</code>,
        })}
      </p>
    </section>
  );
}
