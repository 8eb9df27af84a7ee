import { formatBytes } from '@balasin/shared/format';
import { ATTACHMENT_TYPES, INBOX, inboxMessages } from '@balasin/shared/inbox';
import { useEffect, useState } from 'react';
import { useLocale } from '../../../../../i18n/locale.tsx';

/**
 * The reply box's early word on a file, before any upload: the server checks the bytes again
 * and has the last say. Undefined when the file may go.
 */
export const attachmentProblem = (file: File) => {
  if (!(file.type in ATTACHMENT_TYPES)) return inboxMessages.attachmentWrongType;
  if (file.size > INBOX.attachmentMaxBytes) return inboxMessages.attachmentTooLarge;
  return undefined;
};

/** The file's picker accepts what the server takes. */
export const ATTACHMENT_ACCEPT = Object.keys(ATTACHMENT_TYPES).join(',');

/** The chosen file: a thumbnail for a picture, its name and size, and a way to take it off. */
export function AttachmentChip({ file, onRemove }: { file: File; onRemove: () => void }) {
  const { t } = useLocale();
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    setPreview(undefined);
    if (!file.type.startsWith('image/')) return;
    // A data: URL, which the page's CSP allows for pictures (blob: it does not).
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview(reader.result);
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return (
    <div className="attachment-chip" data-testid="attachment-chip">
      {preview ? (
        <img className="attachment-chip-thumb" src={preview} alt="" />
      ) : (
        <span className="attachment-chip-icon" aria-hidden="true">
          PDF
        </span>
      )}
      <span className="attachment-chip-text">
        <span className="attachment-chip-name">{file.name}</span>
        <span className="attachment-chip-size">{formatBytes(file.size)}</span>
      </span>
      <button
        type="button"
        className="attachment-chip-remove"
        aria-label={t('inbox.attach.remove', { name: file.name })}
        title={t('inbox.attach.remove', { name: file.name })}
        onClick={onRemove}
      >
        ×
      </button>
    </div>
  );
}
