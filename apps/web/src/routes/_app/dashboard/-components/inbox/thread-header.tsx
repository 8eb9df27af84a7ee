import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { LineIcon } from '../../../../../components/ui/line-icon.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { InboxConversation } from '../../../../../lib/api-types.ts';
import { useAppServices } from '../../../../../lib/use-app-services.ts';
import { LabelChips } from '../labels/label-chips.tsx';
import { LabelPicker } from '../labels/label-picker.tsx';
import { handoffText } from './handoff-text.ts';
import { SnoozeSelect } from './snooze-select.tsx';
import type { useConversationActions } from './use-conversation-actions.ts';
import { useConversationLabels } from './use-conversation-labels.ts';
import { useNarrowScreen } from './use-narrow-screen.ts';
import { useToastBelow } from './use-toast-below.ts';

type Props = {
  conversation: InboxConversation;
  actions: ReturnType<typeof useConversationActions>;
};

/** Who the customer is, on which number, and what the team can do with the conversation. */
export function ThreadHeader({ conversation, actions }: Props) {
  const { trpc } = useAppServices();
  const { t, format } = useLocale();
  const assigneeId = useId();
  const actionsId = useId();
  // A phone shows the status button alone until More is pressed; wider screens show every action.
  const [more, setMore] = useState(false);
  // A phone shows why the bot let go on one line, whole once tapped, so the messages keep the room.
  const narrow = useNarrowScreen();
  const [wholeNotice, setWholeNotice] = useState(false);
  const header = useRef<HTMLElement>(null);
  useToastBelow(header);
  const members = useQuery({ ...trpc.conversations.members.queryOptions(), staleTime: 30_000 });
  const labels = useConversationLabels(conversation.id);
  const { contact, status } = conversation;
  const name = contact.name ?? contact.phone ?? t('inbox.unknownContact');
  const closed = status === 'resolved';
  // Busy, not disabled: a disabled control drops the keyboard's focus to the page's start, so
  // the header's controls say they are busy and the actions ignore a change while one is on
  // its way.
  const busy = actions.pending || undefined;
  const assignee = actions.assigning !== undefined ? actions.assigning : conversation.assignee_id;
  const memberName = (memberId: string) =>
    members.data?.members.find((member) => member.id === memberId)?.name ??
    (memberId === conversation.assignee_id ? conversation.assignee_name : null) ??
    t('inbox.unknownMember');
  const statusButton = closed ? (
    <button
      type="button"
      className="button"
      aria-disabled={busy}
      onClick={() => actions.setStatus('open')}
    >
      {t('inbox.reopen')}
    </button>
  ) : (
    <button
      type="button"
      className="button button-primary"
      aria-disabled={busy}
      onClick={() => actions.setStatus('resolved')}
      title={t('inbox.resolveKey')}
    >
      {t('inbox.resolve')}
    </button>
  );
  return (
    <header className="thread-header" ref={header}>
      {/* On a phone: back, and the conversation's first action with the others behind More. */}
      <div className="thread-bar">
        <Link to="/dashboard/inbox" className="thread-back">
          {t('inbox.back')}
        </Link>
        <div className="thread-primary">
          {statusButton}
          <button
            type="button"
            className="button thread-more"
            aria-label={t('inbox.moreActions')}
            title={t('inbox.moreActions')}
            aria-expanded={more}
            aria-controls={actionsId}
            onClick={() => setMore((was) => !was)}
          >
            <LineIcon className="icon">
              <circle cx="5" cy="12" r="1" fill="currentColor" />
              <circle cx="12" cy="12" r="1" fill="currentColor" />
              <circle cx="19" cy="12" r="1" fill="currentColor" />
            </LineIcon>
          </button>
        </div>
      </div>
      <div className="thread-title">
        {/* One line on a phone, cut short with an ellipsis: the title shows it whole on hover. */}
        <h2 title={name}>{name}</h2>
        {contact.name && contact.phone ? <p className="thread-phone">{contact.phone}</p> : null}
        <p className="thread-sub">
          {conversation.number_name}
          {' · '}
          <span className={`inbox-status is-${status}`}>{t(`inbox.status.${status}`)}</span>
          {status === 'snoozed' ? (
            <>
              {' '}
              {conversation.snoozed_until
                ? t('inbox.snoozedUntil', { time: format.dateTime(conversation.snoozed_until) })
                : t('inbox.snoozedReply')}
            </>
          ) : null}{' '}
          {/* Whole on its line, its dot with it, when a phone wraps the line. */}
          <span className="thread-sub-part">
            {'· '}
            <span className={`thread-bot-state${conversation.bot_active ? ' is-on' : ''}`}>
              {conversation.bot_active ? t('inbox.botAnswering') : t('inbox.botPaused')}
            </span>
          </span>
        </p>
        {conversation.handoff_reason && !conversation.bot_active ? (
          narrow ? (
            <button
              type="button"
              className={`thread-handoff thread-handoff-toggle${wholeNotice ? ' is-whole' : ''}`}
              aria-expanded={wholeNotice}
              onClick={() => setWholeNotice((was) => !was)}
            >
              {handoffText(conversation.handoff_reason, t)}
            </button>
          ) : (
            <p className="thread-handoff">{handoffText(conversation.handoff_reason, t)}</p>
          )
        ) : null}
        <LabelChips labels={conversation.labels} className="thread-labels" />
      </div>
      <div id={actionsId} className={`thread-actions${more ? ' is-open' : ''}`}>
        {status === 'open' ? (
          <button
            type="button"
            className="button"
            aria-disabled={busy}
            onClick={() => actions.setStatus('pending')}
          >
            {t('inbox.markPending')}
          </button>
        ) : status !== 'resolved' ? (
          <button
            type="button"
            className="button"
            aria-disabled={busy}
            onClick={() => actions.setStatus('open')}
          >
            {t('inbox.reopen')}
          </button>
        ) : null}
        <SnoozeSelect
          busy={actions.pending}
          onSnooze={(until) => actions.setStatus('snoozed', until)}
        />
        <label className="visually-hidden" htmlFor={assigneeId}>
          {t('inbox.assignee')}
        </label>
        <select
          id={assigneeId}
          className="select thread-assignee"
          // The whole name, where a long one is cut short with an ellipsis.
          title={
            assignee ? t('inbox.assignedTo', { name: memberName(assignee) }) : t('inbox.unassigned')
          }
          value={assignee ?? ''}
          aria-disabled={busy}
          disabled={!members.data}
          onChange={(event) => {
            const chosen = event.target.value || null;
            actions.assign(chosen ? { id: chosen, name: memberName(chosen) } : null);
          }}
        >
          <option value="">{t('inbox.unassigned')}</option>
          {conversation.assignee_id &&
          !members.data?.members.some((member) => member.id === conversation.assignee_id) ? (
            <option value={conversation.assignee_id}>
              {conversation.assignee_name ?? t('inbox.unknownMember')}
            </option>
          ) : null}
          {members.data?.members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.online ? t('inbox.memberOnline', { name: member.name }) : member.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button"
          aria-disabled={busy}
          onClick={() => actions.setBot(!conversation.bot_active)}
        >
          {conversation.bot_active ? t('inbox.takeOver') : t('inbox.giveBack')}
        </button>
        <LabelPicker
          selected={conversation.labels}
          onToggle={labels.toggle}
          busy={labels.pending}
        />
      </div>
    </header>
  );
}
