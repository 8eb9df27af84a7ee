import { useLocale } from '../../../../../i18n/locale.tsx';
import type { ThreadNote } from '../../../../../lib/api-types.ts';
import { keepMoneyTogether } from '../../../../../lib/keep-money-together.ts';

/** A private note among the messages: yellow, centred, and saying whose note it is. */
export function NoteBubble({ note }: { note: ThreadNote }) {
  const { t, format } = useLocale();
  return (
    <li className="bubble is-note">
      <span className="bubble-author">
        {t('inbox.note.heading', { name: note.author?.name ?? t('inbox.sender.agent') })}
      </span>
      <span className="bubble-text">{keepMoneyTogether(note.text)}</span>
      <span className="bubble-foot">
        <time dateTime={note.created_at}>{format.time(note.created_at)}</time>
      </span>
    </li>
  );
}
