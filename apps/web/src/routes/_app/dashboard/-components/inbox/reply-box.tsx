import { INBOX } from '@balasin/shared/inbox';
import { useMutation } from '@tanstack/react-query';
import { type RefObject, useId, useRef, useState } from 'react';
import { LineIcon } from '../../../../../components/ui/line-icon.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import { sendAttachment } from '../../../../../lib/send-attachment.ts';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { ATTACHMENT_ACCEPT, AttachmentChip, attachmentProblem } from './attachment-chip.tsx';
import { useCannedPicker } from './canned-picker.tsx';
import { EmojiButton } from './emoji-button.tsx';
import { type ReplyMode, ReplyModeToggle } from './reply-mode-toggle.tsx';
import { SuggestionPanel, useReplySuggestion } from './suggest-reply.tsx';

type Props = { conversationId: string; textarea: RefObject<HTMLTextAreaElement | null> };

/**
 * The agent's answer, or a private note for the team: Enter sends, Shift+Enter starts a new line.
 * A reply may carry a picture or a PDF (chosen, or dropped on the box), the text its caption.
 */
export function ReplyBox({ conversationId, textarea }: Props) {
  const { trpc, queryClient } = useAppServices();
  const { t, known } = useLocale();
  const [text, setText] = useState('');
  const [mode, setMode] = useState<ReplyMode>('reply');
  const [file, setFile] = useState<File>();
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.conversations.thread.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.conversations.get.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.conversations.list.pathKey() });
  };
  const reply = useMutation(
    trpc.conversations.reply.mutationOptions({
      onSuccess: () => {
        setText('');
        suggestion.dismiss();
      },
      onError: (error) => {
        if (!isUnauthorizedError(error)) {
          toast.error(known(serverMessage(error) ?? t('msg.inboxReplyFailed')));
        }
      },
      onSettled: refresh,
    }),
  );
  const upload = useMutation({
    mutationFn: (values: { file: File; caption: string }) =>
      sendAttachment(conversationId, values, t('msg.inboxReplyFailed')),
    onSuccess: () => {
      setText('');
      setFile(undefined);
    },
    onError: (error) => toast.error(known(error.message)),
    onSettled: refresh,
  });
  const note = useMutation(
    trpc.conversations.addNote.mutationOptions({
      onSuccess: () => setText(''),
      onError: (error) => {
        if (!isUnauthorizedError(error)) {
          toast.error(known(serverMessage(error) ?? t('inbox.note.failed')));
        }
      },
      onSettled: () =>
        void queryClient.invalidateQueries({ queryKey: trpc.conversations.thread.pathKey() }),
    }),
  );
  const pending = reply.isPending || note.isPending || upload.isPending;
  const attaching = mode === 'reply' && file !== undefined;
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = attachmentProblem(chosen);
    if (problem) {
      toast.error(known(problem));
      return;
    }
    setMode('reply');
    setFile(chosen);
    textarea.current?.focus();
  };
  const insert = (emoji: string) => {
    const input = textarea.current;
    const start = input?.selectionStart ?? text.length;
    const end = input?.selectionEnd ?? text.length;
    const next = `${text.slice(0, start)}${emoji}${text.slice(end)}`;
    if (next.length > INBOX.replyMax) return;
    setText(next);
    // After React has put the new text in: the caret goes just past the emoji.
    requestAnimationFrame(() =>
      input?.setSelectionRange(start + emoji.length, start + emoji.length),
    );
  };
  const picker = useCannedPicker({ conversationId, text, setText, textarea });
  const suggestion = useReplySuggestion(conversationId, (draft) => {
    setMode('reply');
    setText(draft);
    textarea.current?.focus();
  });
  const send = () => {
    if (pending) return;
    if (attaching) {
      upload.mutate({ file, caption: text });
      return;
    }
    if (text.trim() === '') return;
    (mode === 'note' ? note : reply).mutate({ id: conversationId, text });
  };
  return (
    <form
      className={`inbox-reply${mode === 'note' ? ' is-note' : ''}${dragging ? ' is-dragging' : ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(false);
        choose(event.dataTransfer.files[0]);
      }}
    >
      <ReplyModeToggle mode={mode} onChange={setMode} />
      {suggestion.result ? (
        <SuggestionPanel result={suggestion.result} onDismiss={suggestion.dismiss} />
      ) : null}
      {picker.list}
      {attaching ? <AttachmentChip file={file} onRemove={() => setFile(undefined)} /> : null}
      <label className="visually-hidden" htmlFor={inputId}>
        {mode === 'note'
          ? t('inbox.note.label')
          : attaching
            ? t('inbox.attach.caption')
            : t('inbox.reply')}
      </label>
      <textarea
        id={inputId}
        ref={textarea}
        className="textarea inbox-reply-input"
        rows={2}
        maxLength={attaching ? INBOX.captionMax : INBOX.replyMax}
        placeholder={
          mode === 'note'
            ? t('inbox.note.placeholder')
            : attaching
              ? t('inbox.attach.captionPlaceholder')
              : t('inbox.replyPlaceholder')
        }
        aria-describedby={hintId}
        {...picker.inputProps}
        value={text}
        readOnly={pending}
        onChange={(event) => {
          setText(event.target.value);
          picker.track(event.target);
        }}
        onKeyDown={(event) => {
          if (picker.onKeyDown(event)) return;
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            send();
          }
        }}
      />
      <div className="inbox-reply-foot">
        <div className="inbox-reply-tools">
          <EmojiButton textarea={textarea} onInsert={insert} disabled={pending} />
          {mode === 'reply' ? (
            <>
              <button
                type="button"
                className="button inbox-reply-tool"
                aria-label={t('inbox.attach.button')}
                title={t('inbox.attach.button')}
                disabled={pending}
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
                  choose(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </>
          ) : null}
        </div>
        {/* In note mode the hint always shows: who reads what is written matters more than keys. */}
        <span
          id={hintId}
          className={`field-hint${pending || mode === 'note' ? '' : ' inbox-reply-keys'}`}
        >
          {pending
            ? t('inbox.sending')
            : mode === 'note'
              ? t('inbox.note.hint')
              : t('inbox.replyHint')}
        </span>
        {mode === 'reply' ? (
          <button
            type="button"
            className="button"
            disabled={suggestion.pending || pending}
            onClick={suggestion.ask}
          >
            {suggestion.pending ? t('inbox.suggest.loading') : t('inbox.suggest.button')}
          </button>
        ) : null}
        <button
          type="submit"
          className="button button-primary"
          disabled={pending || (!attaching && text.trim() === '')}
        >
          {mode === 'note' ? t('inbox.note.add') : t('inbox.send')}
        </button>
      </div>
    </form>
  );
}
