import { INBOX } from '@balasin/shared/inbox';
import { useMutation } from '@tanstack/react-query';
import { type KeyboardEvent, type RefObject, useId, useRef, useState } from 'react';
import { LineIcon } from '../../../../../components/ui/line-icon.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import { sendAttachment } from '../../../../../lib/send-attachment.ts';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { AttachButton } from './attach-button.tsx';
import { AttachmentChip, attachmentProblem } from './attachment-chip.tsx';
import { useCannedPicker } from './canned-picker.tsx';
import { EmojiButton } from './emoji-button.tsx';
import { type ReplyMode, ReplyModeToggle } from './reply-mode-toggle.tsx';
import { SuggestionPanel, useReplySuggestion } from './suggest-reply.tsx';
import { useAutoGrow } from './use-auto-grow.ts';
import { useNarrowScreen } from './use-narrow-screen.ts';

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
  const inputId = useId();
  const hintId = useId();
  // A phone shows one row at rest, as WhatsApp does: the note switch, emoji, attachment and
  // suggestion wait behind More.
  const narrow = useNarrowScreen();
  const [tools, setTools] = useState(false);
  const toolsId = useId();
  const more = useRef<HTMLButtonElement>(null);
  const rows = narrow ? 1 : 2;
  useAutoGrow(textarea, text, rows);
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
  const afterTool = () => {
    // On a phone the tools close once used, so the messages have their room back.
    setTools(false);
    textarea.current?.focus();
  };
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
    afterTool();
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
    afterTool();
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
  // Escape on More or among its tools closes them, back on More, as a menu does.
  const closeTools = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !tools) return;
    event.stopPropagation();
    setTools(false);
    more.current?.focus();
  };
  const modeToggle = (
    <ReplyModeToggle
      mode={mode}
      onChange={(next) => {
        setMode(next);
        if (narrow) afterTool();
      }}
    />
  );
  const toolButtons = (
    <>
      <EmojiButton
        textarea={textarea}
        onInsert={(emoji) => {
          insert(emoji);
          setTools(false);
        }}
        disabled={pending}
      />
      {mode === 'reply' ? <AttachButton onChoose={choose} disabled={pending} /> : null}
    </>
  );
  const suggestButton =
    mode === 'reply' ? (
      <button
        type="button"
        className="button inbox-reply-suggest"
        disabled={suggestion.pending || pending}
        onClick={() => {
          suggestion.ask();
          if (narrow) afterTool();
        }}
      >
        {suggestion.pending ? t('inbox.suggest.loading') : t('inbox.suggest.button')}
      </button>
    ) : null;
  const sendLabel = mode === 'note' ? t('inbox.note.add') : t('inbox.send');
  const sendButton = (
    <button
      type="submit"
      className={`button button-primary${narrow ? ' inbox-reply-send' : ''}`}
      aria-label={narrow ? sendLabel : undefined}
      title={narrow ? sendLabel : undefined}
      disabled={pending || (!attaching && text.trim() === '')}
    >
      {narrow ? (
        <LineIcon className="inbox-reply-icon">
          <path d="m22 2-7 20-4-9-9-4Z" />
          <path d="M22 2 11 13" />
        </LineIcon>
      ) : (
        sendLabel
      )}
    </button>
  );
  const input = (
    <textarea
      id={inputId}
      ref={textarea}
      className="textarea inbox-reply-input"
      rows={rows}
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
  );
  // In note mode the hint always shows: who reads what is written matters more than keys.
  const hint = (
    <span
      id={hintId}
      className={`field-hint${pending || mode === 'note' ? '' : ' inbox-reply-keys'}`}
    >
      {pending ? t('inbox.sending') : mode === 'note' ? t('inbox.note.hint') : t('inbox.replyHint')}
    </span>
  );
  return (
    <form
      className={`inbox-reply${narrow ? ' is-compact' : ''}${mode === 'note' ? ' is-note' : ''}${dragging ? ' is-dragging' : ''}`}
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
      {narrow ? null : modeToggle}
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
      {narrow ? (
        /* A phone's one row: More, the text, Send. More's tools follow it for the keyboard and
           open above the row. */
        <div className="inbox-reply-row">
          <button
            type="button"
            className="button inbox-reply-tool inbox-reply-more"
            aria-label={t('inbox.replyOptions')}
            title={t('inbox.replyOptions')}
            aria-expanded={tools}
            aria-controls={toolsId}
            ref={more}
            onClick={() => setTools((was) => !was)}
            onKeyDown={closeTools}
          >
            <LineIcon className="inbox-reply-icon">
              <path d="M12 5v14M5 12h14" />
            </LineIcon>
          </button>
          <div id={toolsId} className="inbox-reply-tray" hidden={!tools} onKeyDown={closeTools}>
            {modeToggle}
            {toolButtons}
            {suggestButton}
          </div>
          {input}
          {sendButton}
        </div>
      ) : (
        <>
          {input}
          <div className="inbox-reply-foot">
            <div className="inbox-reply-tools">{toolButtons}</div>
            {hint}
            {suggestButton}
            {sendButton}
          </div>
        </>
      )}
      {narrow ? hint : null}
    </form>
  );
}
