import { SessionFileLink } from '../../../../../components/app/session-file-link.tsx';
import { useLocale } from '../../../../../i18n/locale.tsx';
import type { ThreadMessage } from '../../../../../lib/api-types.ts';
import { keepMoneyTogether } from '../../../../../lib/keep-money-together.ts';
import { DeliveryTicks } from './delivery-ticks.tsx';
import { SessionImage } from './session-image.tsx';

/** Who wrote a message, as the bubble's small heading says it. */
const useAuthor = (message: ThreadMessage) => {
  const { t } = useLocale();
  if (message.sender === 'contact') return undefined;
  if (message.sender === 'bot') return t('inbox.sender.bot');
  if (message.sender === 'api') return t('inbox.sender.api');
  return message.author?.name ?? t('inbox.sender.agent');
};

/** A picture inline, any other file as a download link, a place as a map link. */
function MessageMedia({ message }: { message: ThreadMessage }) {
  const { t } = useLocale();
  const media = message.media;
  if (!media) return null;
  if (media.latitude !== undefined && media.longitude !== undefined) {
    return (
      <a
        href={`https://maps.google.com/?q=${media.latitude},${media.longitude}`}
        target="_blank"
        rel="noreferrer"
      >
        {t('inbox.media.location')}
      </a>
    );
  }
  if (!media.url) return <span className="bubble-note">{t('inbox.media.missing')}</span>;
  if (message.type === 'image' || media.mime_type?.startsWith('image/')) {
    return (
      <SessionFileLink href={media.url} newTab>
        <SessionImage
          className="bubble-image"
          src={media.url}
          alt={media.filename ?? t('inbox.media.image')}
        />
      </SessionFileLink>
    );
  }
  return (
    <SessionFileLink href={media.url} download={media.filename ?? true}>
      {t('inbox.media.download', { name: media.filename ?? t(`inbox.media.${message.type}`) })}
    </SessionFileLink>
  );
}

/** One message: the customer's on the left, the business's (bot, person, API) on the right. */
export function MessageBubble({ message }: { message: ThreadMessage }) {
  const { format } = useLocale();
  const author = useAuthor(message);
  const mine = message.direction === 'outbound';
  return (
    <li className={`bubble is-${message.sender}${mine ? ' is-mine' : ''}`}>
      {author ? <span className="bubble-author">{author}</span> : null}
      <MessageMedia message={message} />
      {message.text ? <span className="bubble-text">{keepMoneyTogether(message.text)}</span> : null}
      <span className="bubble-foot">
        <time dateTime={message.created_at}>{format.time(message.created_at)}</time>
        {mine ? <DeliveryTicks status={message.status} error={message.error} /> : null}
      </span>
    </li>
  );
}
