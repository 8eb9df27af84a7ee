import { Link } from '@tanstack/react-router';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { InboxConversation } from '../../../../../lib/api-types.ts';
import { LabelChips } from '../labels/label-chips.tsx';
import { relativeTime } from './inbox-time.ts';

type Props = { conversation: InboxConversation; selected: boolean; now: number };

/** One conversation in the list: who, on which number, the last words, and how long they wait. */
export function ConversationRow({ conversation, selected, now }: Props) {
  const { t } = useLocale();
  const { contact } = conversation;
  const who = contact.name ?? contact.phone ?? t('inbox.unknownContact');
  const unread = conversation.unread_count;
  return (
    <Link
      to="/dashboard/inbox/$id"
      params={{ id: conversation.id }}
      className={`inbox-row${unread > 0 ? ' is-unread' : ''}`}
      aria-current={selected ? 'page' : undefined}
      data-conversation-id={conversation.id}
    >
      <span className="inbox-row-top">
        <span className="inbox-row-name">{who}</span>
        <time className="inbox-row-time" dateTime={conversation.last_message_at}>
          {relativeTime(conversation.last_message_at, now, t)}
        </time>
      </span>
      <span className="inbox-row-preview">
        {conversation.last_message_preview ?? t('inbox.noPreview')}
      </span>
      <span className="inbox-row-meta">
        <span className="inbox-chip">{conversation.number_name}</span>
        <LabelChips labels={conversation.labels} />
        {conversation.waiting_since ? (
          <span className="inbox-chip is-waiting">
            {t('inbox.waiting', { time: relativeTime(conversation.waiting_since, now, t) })}
          </span>
        ) : null}
        <span className="inbox-row-who">
          <span className="inbox-row-assignee">
            {conversation.assignee_name ?? t('inbox.unassigned')}
          </span>
          {unread > 0 ? (
            <span className="inbox-unread" aria-label={t('inbox.unreadCount', { count: unread })}>
              {unread}
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
