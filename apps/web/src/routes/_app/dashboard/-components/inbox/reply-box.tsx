import { INBOX } from '@balasin/shared/inbox';
import { useMutation } from '@tanstack/react-query';
import { type RefObject, useId, useState } from 'react';
import { useLocale } from '../../../../../i18n/locale.tsx';
import { toast } from '../../../../../lib/toast.ts';
import { isUnauthorizedError, serverMessage } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { useCannedPicker } from './canned-picker.tsx';
import { type ReplyMode, ReplyModeToggle } from './reply-mode-toggle.tsx';
import { SuggestionPanel, useReplySuggestion } from './suggest-reply.tsx';

type Props = { conversationId: string; textarea: RefObject<HTMLTextAreaElement | null> };

/** The agent's answer, or a private note for the team: Enter sends, Shift+Enter starts a new line. */
export function ReplyBox({ conversationId, textarea }: Props) {
  const { trpc, queryClient } = useAppServices();
  const { t, known } = useLocale();
  const [text, setText] = useState('');
  const [mode, setMode] = useState<ReplyMode>('reply');
  const inputId = useId();
  const hintId = useId();
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
      onSettled: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.conversations.thread.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.conversations.get.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.conversations.list.pathKey() });
      },
    }),
  );
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
  const pending = reply.isPending || note.isPending;
  const picker = useCannedPicker({ conversationId, text, setText, textarea });
  const suggestion = useReplySuggestion(conversationId, (draft) => {
    setMode('reply');
    setText(draft);
    textarea.current?.focus();
  });
  const send = () => {
    if (pending || text.trim() === '') return;
    (mode === 'note' ? note : reply).mutate({ id: conversationId, text });
  };
  return (
    <form
      className={`inbox-reply${mode === 'note' ? ' is-note' : ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <ReplyModeToggle mode={mode} onChange={setMode} />
      {suggestion.result ? (
        <SuggestionPanel result={suggestion.result} onDismiss={suggestion.dismiss} />
      ) : null}
      {picker.list}
      <label className="visually-hidden" htmlFor={inputId}>
        {mode === 'note' ? t('inbox.note.label') : t('inbox.reply')}
      </label>
      <textarea
        id={inputId}
        ref={textarea}
        className="textarea inbox-reply-input"
        rows={2}
        maxLength={INBOX.replyMax}
        placeholder={mode === 'note' ? t('inbox.note.placeholder') : t('inbox.replyPlaceholder')}
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
          disabled={pending || text.trim() === ''}
        >
          {mode === 'note' ? t('inbox.note.add') : t('inbox.send')}
        </button>
      </div>
    </form>
  );
}
