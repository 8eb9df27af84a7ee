import { CopyButton } from '../../../../../components/ui/copy-button.tsx';
import type { NewApiToken } from '../../../../../lib/api-types.ts';

/** The only time a token is shown: copy it now, then dismiss. */
export function NewTokenNotice({ token, onDone }: { token: NewApiToken; onDone: () => void }) {
  return (
    <div className="new-token" role="status">
      <p>
        <strong>{token.name}</strong>: copy this token now and keep it in your system's secrets. You
        will not see it again.
      </p>
      <div className="copy-field">
        <code className="copy-field-value">{token.token}</code>
        <CopyButton value={token.token} label="Copy token" />
      </div>
      <button type="button" className="button" onClick={onDone}>
        I have copied it
      </button>
    </div>
  );
}
