import { useRef } from 'react';
import { LineIcon } from '../../../../../components/ui/line-icon.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import { ATTACHMENT_ACCEPT } from './attachment-chip.tsx';

/** A paperclip beside the reply box: opens the file chooser and hands over the file chosen. */
export function AttachButton({
  onChoose,
  disabled,
}: {
  onChoose: (file: File | undefined) => void;
  disabled?: boolean;
}) {
  const { t } = useLocale();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className="button inbox-reply-tool"
        aria-label={t('inbox.attach.button')}
        title={t('inbox.attach.button')}
        disabled={disabled}
        onClick={() => fileInput.current?.click()}
      >
        <LineIcon className="inbox-reply-icon">
          <path d="m21 11-8.6 8.6a5 5 0 0 1-7-7l8.5-8.6a3.3 3.3 0 0 1 4.7 4.7l-8.6 8.6a1.7 1.7 0 0 1-2.3-2.4l7.9-7.9" />
        </LineIcon>
      </button>
      <input
        ref={fileInput}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        accept={ATTACHMENT_ACCEPT}
        data-testid="attachment-input"
        onChange={(event) => {
          onChoose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </>
  );
}
