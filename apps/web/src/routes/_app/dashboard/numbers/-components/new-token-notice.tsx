import { CopyButton } from '../../../../../components/ui/copy-button.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { NewApiToken } from '../../../../../lib/api-types.ts';

/** The only time a token is shown: copy it now, then dismiss. */
export function NewTokenNotice({ token, onDone }: { token: NewApiToken; onDone: () => void }) {
  const { t, rich } = useLocale();
  return (
    <div className="new-token" role="status">
      <p>{rich('tokens.newText', { name: <strong>{token.name}</strong> })}</p>
      <div className="copy-field">
        <code className="copy-field-value">{token.token}</code>
        <CopyButton value={token.token} label={t('tokens.copy')} />
      </div>
      <button type="button" className="button" onClick={onDone}>
        {t('tokens.copied')}
      </button>
    </div>
  );
}
