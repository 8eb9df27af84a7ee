import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { ThreadEvent, ThreadMessage, ThreadNote } from '../../../../../lib/api-types.ts';
import { trpcErrorCode } from '../../../../../lib/trpc-errors.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { useErrorToast } from '../../../../../lib/use-error-toast.ts';
import { EventNote } from './event-note.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { NoteBubble } from './note-bubble.tsx';
import { ReplyBox } from './reply-box.tsx';
import { ThreadHeader } from './thread-header.tsx';
import { useConversationActions } from './use-conversation-actions.ts';
import { isTyping } from './use-list-keys.ts';

const PAGE = 30;

type Entry = { id: string; at: string } & (
  | { message: ThreadMessage }
  | { note: ThreadNote }
  | { event: ThreadEvent }
);

/** One conversation: its header, its messages oldest at the top, and the reply box. */
export function ThreadView({ id }: { id: string }) {
  const { trpc, queryClient } = useAppServices();
  const { t } = useLocale();
  const conversation = useQuery(trpc.conversations.get.queryOptions({ id }));
  const thread = useInfiniteQuery(
    trpc.conversations.thread.infiniteQueryOptions(
      { id, limit: PAGE },
      { getNextPageParam: (page) => page.next_cursor ?? undefined },
    ),
  );
  useErrorToast(thread.error, t('msg.inboxThreadFailed'));
  const actions = useConversationActions(id);
  const markRead = useMutation(
    trpc.conversations.markRead.mutationOptions({
      onSuccess: () =>
        void queryClient.invalidateQueries({ queryKey: trpc.conversations.list.pathKey() }),
    }),
  );
  const reply = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLOListElement>(null);
  // The API pages newest first; the screen reads top to bottom, oldest first, the team's notes
  // and the bot's hand-offs among the messages of their time.
  const entries = useMemo((): Entry[] => {
    const pages = thread.data?.pages ?? [];
    // Oldest first before sorting: the sort is stable, so messages of the same instant keep it,
    // and a hand-off comes after the message that caused it.
    const messages = pages.flatMap((page) => page.items).toReversed();
    return [
      ...messages.map((message) => ({ id: message.id, at: message.created_at, message })),
      ...pages.flatMap((page) =>
        page.notes.map((note) => ({ id: note.id, at: note.created_at, note })),
      ),
      ...pages.flatMap((page) =>
        page.events.map((event) => ({ id: event.id, at: event.created_at, event })),
      ),
    ].sort((a, b) => a.at.localeCompare(b.at));
  }, [thread.data]);
  const newest = entries.at(-1)?.id;

  // Opening a conversation is reading it.
  useEffect(() => {
    markRead.mutate({ id });
  }, [id, markRead.mutate]);

  // A new message (or the first page) scrolls to the bottom; loading older ones does not.
  useLayoutEffect(() => {
    if (newest && log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [newest]);

  const status = conversation.data?.status;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (event.key === 'r') {
        event.preventDefault();
        reply.current?.focus();
      } else if (event.key === 'e' && status && status !== 'resolved') {
        event.preventDefault();
        actions.setStatus('resolved');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [status, actions.setStatus]);

  if (trpcErrorCode(conversation.error) === 'NOT_FOUND') {
    return (
      <div className="app-empty thread-empty" role="alert">
        <p className="app-empty-title">{t('inbox.notFound')}</p>
      </div>
    );
  }
  if (!conversation.data) {
    return (
      <p className="app-empty thread-empty" role="status">
        {conversation.isError ? t('inbox.threadFailed') : t('inbox.threadLoading')}
      </p>
    );
  }
  return (
    <>
      <section className="thread" aria-label={t('inbox.threadLabel')}>
        <ThreadHeader conversation={conversation.data} actions={actions} />
        <ol
          className="thread-log"
          ref={log}
          aria-label={t('inbox.messages')}
          aria-live="polite"
          // Scrollable: reachable by keyboard, so the arrows can scroll it.
          tabIndex={0}
        >
          {thread.hasNextPage ? (
            <li className="thread-older">
              <button
                type="button"
                className="button button-ghost"
                disabled={thread.isFetchingNextPage}
                onClick={() => thread.fetchNextPage()}
              >
                {thread.isFetchingNextPage ? t('inbox.loadingMore') : t('inbox.loadOlder')}
              </button>
            </li>
          ) : null}
          {thread.isPending ? (
            <li className="thread-note" role="status">
              {t('inbox.threadLoading')}
            </li>
          ) : thread.isError ? (
            <li className="thread-note">
              <button type="button" className="button" onClick={() => thread.refetch()}>
                {t('inbox.retry')}
              </button>
            </li>
          ) : entries.length === 0 ? (
            <li className="thread-note">{t('inbox.noMessages')}</li>
          ) : (
            entries.map((entry) =>
              'message' in entry ? (
                <MessageBubble key={entry.id} message={entry.message} />
              ) : 'note' in entry ? (
                <NoteBubble key={entry.id} note={entry.note} />
              ) : (
                <EventNote key={entry.id} event={entry.event} />
              ),
            )
          )}
        </ol>
        <ReplyBox conversationId={id} textarea={reply} />
      </section>
      {/* The result of a change made in the header or with the `e` key, once the server took
          it. Outside the conversation's region: its words are the header's own. */}
      <p className="visually-hidden" role="status">
        {actions.result}
      </p>
    </>
  );
}
