import { HANDOFF_REASONS } from '@balasin/shared';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { ThreadEvent } from '../../../../../lib/api-types.ts';
import { handoffText } from './handoff-text.ts';

/** What happened, naming the person when a person did it. */
const eventText = (event: ThreadEvent, t: ReturnType<typeof useLocale>['t']) => {
  const name = event.actor?.name;
  if (event.kind === 'handback') {
    return name ? t('inbox.event.handbackBy', { name }) : t('inbox.event.handback');
  }
  if (name && event.reason === HANDOFF_REASONS.takenOver) {
    return t('inbox.event.takenOverBy', { name });
  }
  if (name && event.reason === HANDOFF_REASONS.agentReplied) {
    return t('inbox.event.agentRepliedBy', { name });
  }
  return handoffText(event.reason ?? '', t);
};

/**
 * The moment the bot handed the conversation to a person, or was given it back: a small
 * centred line among the messages, at its time (which keeps its dot when a phone wraps the line).
 */
export function EventNote({ event }: { event: ThreadEvent }) {
  const { t, format } = useLocale();
  return (
    <li className="thread-event">
      {eventText(event, t)}{' '}
      <span className="thread-event-time">
        <span aria-hidden="true">· </span>
        <time dateTime={event.created_at}>{format.time(event.created_at)}</time>
      </span>
    </li>
  );
}
