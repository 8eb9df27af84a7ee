import { CopyButton } from '../../../../../components/ui/copy-button.tsx';

/** A first call that works as pasted once the token is in $BALASIN_TOKEN. */
export function ApiQuickStart() {
  const origin = window.location.origin;
  const command = [
    `curl -X POST ${origin}/api/v1/messages \\`,
    '  -H "Authorization: Bearer $BALASIN_TOKEN" \\',
    '  -H "Content-Type: application/json" \\',
    `  -d '{"to":"+6281234567890","type":"text","text":{"body":"Halo dari Balasin!"}}'`,
  ].join('\n');
  return (
    <section className="card developer-card" aria-labelledby="quick-start-title">
      <h2 id="quick-start-title">Send your first message</h2>
      <p>
        Put a token in <code>BALASIN_TOKEN</code>, change the number to your own, and run:
      </p>
      <pre className="code-block" tabIndex={0} aria-label="Example request">
        <code>{command}</code>
      </pre>
      <div className="developer-links">
        <CopyButton value={command} label="Copy the command" />
        <a className="button" href="/api/docs" target="_blank" rel="noreferrer">
          API reference
        </a>
      </div>
      <p className="field-hint">
        The answer is <code>202</code> with the message's id; it appears in the log below as it is
        sent, delivered and read. Send an <code>Idempotency-Key</code> header to retry safely.
      </p>
    </section>
  );
}
