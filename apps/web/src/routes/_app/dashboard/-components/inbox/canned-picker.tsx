import { CANNED_RESPONSES } from '@balasin/shared/canned-responses';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type KeyboardEvent, type RefObject, useId, useState } from 'react';
import { useLocale } from '../../../../../i18n/locale.tsx';
import { useAppServices } from '../../../../../lib/use-app-services.ts';

type CannedItem = { id: string; shortcut: string; text: string; filled_text?: string };

/** The `/shortcut` being typed just before the caret, at the start or after a space. */
const slashToken = (text: string, caret: number) => {
  const match = /(^|\s)\/([a-z0-9_-]*)$/i.exec(text.slice(0, caret));
  if (!match) return undefined;
  return { start: match.index + (match[1] ?? '').length, query: (match[2] ?? '').toLowerCase() };
};

/** Shortcuts that start with the query first, then those that merely contain it. */
const matching = (items: CannedItem[], query: string) =>
  [
    ...items.filter((item) => item.shortcut.startsWith(query)),
    ...items.filter((item) => !item.shortcut.startsWith(query) && item.shortcut.includes(query)),
  ].slice(0, CANNED_RESPONSES.pickerMax);

type Options = {
  conversationId: string;
  text: string;
  setText: (text: string) => void;
  textarea: RefObject<HTMLTextAreaElement | null>;
};

/**
 * Typing `/` in the reply box lists the team's canned responses, filtered as the shortcut is
 * typed; arrows and Enter (or a click) put the response, filled for this conversation, in place
 * of the `/shortcut`. The textarea is the combobox and the list its listbox (WAI-ARIA 1.2).
 */
export const useCannedPicker = ({ conversationId, text, setText, textarea }: Options) => {
  const { trpc } = useAppServices();
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  // Escape closes the list until the text changes.
  const [dismissedAt, setDismissedAt] = useState<string>();
  const listId = useId();
  const token = slashToken(text, caret);
  const responses = useQuery({
    ...trpc.cannedResponses.list.queryOptions({ conversation_id: conversationId }),
    enabled: token !== undefined,
    staleTime: 30_000,
  });
  const open = token !== undefined && dismissedAt !== text;
  const matches = token ? matching(responses.data ?? [], token.query) : [];
  const current = Math.min(active, Math.max(matches.length - 1, 0));

  const pick = (item: CannedItem) => {
    if (!token) return;
    const filled = item.filled_text ?? item.text;
    setText(text.slice(0, token.start) + filled + text.slice(caret));
    const position = token.start + filled.length;
    setCaret(position);
    setActive(0);
    requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(position, position);
    });
  };

  /** Handles the list's keys; true when the key was the list's, so the box does nothing more. */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return false;
    if (event.key === 'Escape') {
      setDismissedAt(text);
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && matches.length > 0) {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + matches.length) % matches.length);
    } else if ((event.key === 'Enter' || event.key === 'Tab') && matches[current]) {
      pick(matches[current]);
    } else {
      return false;
    }
    event.preventDefault();
    return true;
  };

  const optionId = (index: number) => `${listId}-${index}`;
  const inputProps = {
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': open,
    'aria-controls': listId,
    'aria-activedescendant': open && matches[current] ? optionId(current) : undefined,
    onSelect: (event: { currentTarget: HTMLTextAreaElement }) =>
      setCaret(event.currentTarget.selectionStart),
  } as const;

  const list = open ? (
    <CannedList
      id={listId}
      items={matches}
      query={token?.query ?? ''}
      active={current}
      optionId={optionId}
      loading={responses.isPending}
      failed={responses.isError}
      onPick={pick}
      onHover={setActive}
    />
  ) : null;

  /** Keeps the caret known as the agent types (select events alone can lag a keystroke). */
  const track = (element: HTMLTextAreaElement) => {
    setCaret(element.selectionStart);
    setActive(0);
  };

  return { inputProps, onKeyDown, list, track };
};

type ListProps = {
  id: string;
  items: CannedItem[];
  query: string;
  active: number;
  optionId: (index: number) => string;
  loading: boolean;
  failed: boolean;
  onPick: (item: CannedItem) => void;
  onHover: (index: number) => void;
};

function CannedList({
  id,
  items,
  query,
  active,
  optionId,
  loading,
  failed,
  onPick,
  onHover,
}: ListProps) {
  const { t } = useLocale();
  const status = loading
    ? t('common.loading')
    : failed
      ? t('inbox.canned.failed')
      : items.length === 0
        ? query
          ? t('inbox.canned.noMatch', { query })
          : t('inbox.canned.none')
        : undefined;
  return (
    <div className="canned-popup">
      <ul id={id} role="listbox" className="canned-list" aria-label={t('inbox.canned.label')}>
        {items.map((item, index) => (
          // The textarea keeps focus: the options are reached with the arrows, or clicked.
          <li
            key={item.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="canned-option"
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => onHover(index)}
            onClick={() => onPick(item)}
          >
            <span className="canned-shortcut">/{item.shortcut}</span>
            <span className="canned-preview">{item.filled_text ?? item.text}</span>
          </li>
        ))}
      </ul>
      {status ? (
        <p className="canned-status" role="status">
          {status}
        </p>
      ) : null}
      <Link to="/dashboard/canned-responses" className="canned-manage">
        {t('inbox.canned.manage')}
      </Link>
    </div>
  );
}
