import { useLocale } from '../../../../../i18n/locale.tsx';

export type ReplyMode = 'reply' | 'note';

/** Whether the box answers the customer or writes a private note for the team. */
export function ReplyModeToggle({
  mode,
  onChange,
}: {
  mode: ReplyMode;
  onChange: (mode: ReplyMode) => void;
}) {
  const { t } = useLocale();
  return (
    <div className="inbox-tabs reply-mode" role="group" aria-label={t('inbox.note.mode')}>
      {(['reply', 'note'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className="inbox-tab"
          aria-pressed={mode === option}
          onClick={() => onChange(option)}
        >
          {option === 'reply' ? t('inbox.reply') : t('inbox.note.label')}
        </button>
      ))}
    </div>
  );
}
