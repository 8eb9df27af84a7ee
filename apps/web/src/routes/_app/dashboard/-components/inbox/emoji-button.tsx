import { lazy, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';
import { LineIcon } from '../../../../../components/ui/line-icon.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';

// Loaded on first open: the inbox's own chunk stays the size it was.
const EmojiPanel = lazy(() => import('./emoji-panel.tsx'));

type Props = {
  textarea: RefObject<HTMLTextAreaElement | null>;
  /** Puts the emoji where the caret is (over any selection) and says what the text became. */
  onInsert: (emoji: string) => void;
  disabled?: boolean;
};

/** A smiley beside the reply box: a picker that closes with Escape and gives focus back to the text. */
export function EmojiButton({ textarea, onInsert, disabled }: Props) {
  const { t } = useLocale();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    // A click elsewhere closes it, as a menu does.
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popup.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="button inbox-reply-tool"
        aria-label={t('inbox.emoji.button')}
        title={t('inbox.emoji.button')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        disabled={disabled}
        onClick={() => setOpen((was) => !was)}
      >
        <LineIcon className="inbox-reply-icon">
          <circle cx="12" cy="12" r="9" />
          <path d="M8.5 14.5a4.5 4.5 0 0 0 7 0" />
          <path d="M9 9.5h.01M15 9.5h.01" />
        </LineIcon>
      </button>
      {open ? (
        <div
          ref={popup}
          id={panelId}
          className="emoji-popup"
          role="dialog"
          aria-label={t('inbox.emoji.button')}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              setOpen(false);
              button.current?.focus();
            }
          }}
        >
          <Suspense
            fallback={
              <p className="emoji-loading" role="status">
                {t('common.loading')}
              </p>
            }
          >
            <EmojiPanel
              onPick={(emoji) => {
                onInsert(emoji);
                setOpen(false);
                textarea.current?.focus();
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </>
  );
}
