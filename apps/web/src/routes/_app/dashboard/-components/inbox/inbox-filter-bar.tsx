import type { AssigneeFilter } from '@balasin/shared/inbox';
import { ASSIGNEE_FILTERS } from '@balasin/shared/inbox';
import { CONVERSATION_STATUSES, type ConversationStatus } from '@balasin/shared/messaging';
import { useId } from 'react';
import { useLocale } from '../../../../../i18n/locale.tsx';
import { LabelFilter } from '../labels/label-filter.tsx';
import type { InboxFilters } from './inbox-filters.ts';

type Props = {
  filters: InboxFilters;
  /** What the search box shows now; the list follows it once typing pauses. */
  search: string;
  onSearch: (q: string) => void;
  onChange: (filters: InboxFilters) => void;
  numbers: { id: string; name: string }[];
};

/** Whose conversations, which status, which number, and the search over names, phones and text. */
export function InboxFilterBar({ filters, search, onSearch, onChange, numbers }: Props) {
  const { t } = useLocale();
  const searchId = useId();
  const statusId = useId();
  const numberId = useId();
  return (
    <div className="inbox-filters">
      <div className="inbox-tabs" role="group" aria-label={t('inbox.assigneeFilter')}>
        {ASSIGNEE_FILTERS.map((assignee: AssigneeFilter) => (
          <button
            key={assignee}
            type="button"
            className="inbox-tab"
            aria-pressed={filters.assignee === assignee}
            onClick={() => onChange({ ...filters, assignee })}
          >
            {t(`inbox.assignee.${assignee}`)}
          </button>
        ))}
      </div>
      <div className="inbox-filter-row">
        <label className="visually-hidden" htmlFor={statusId}>
          {t('inbox.statusFilter')}
        </label>
        <select
          id={statusId}
          className="select"
          value={filters.status}
          onChange={(event) =>
            onChange({ ...filters, status: event.target.value as ConversationStatus })
          }
        >
          {CONVERSATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`inbox.status.${status}`)}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor={numberId}>
          {t('inbox.numberFilter')}
        </label>
        <select
          id={numberId}
          className="select"
          value={filters.numberId}
          onChange={(event) => onChange({ ...filters, numberId: event.target.value })}
        >
          <option value="">{t('inbox.allNumbers')}</option>
          {numbers.map((number) => (
            <option key={number.id} value={number.id}>
              {number.name}
            </option>
          ))}
        </select>
        <LabelFilter
          value={filters.labelId}
          onChange={(labelId) => onChange({ ...filters, labelId })}
        />
      </div>
      <label className="visually-hidden" htmlFor={searchId}>
        {t('inbox.search')}
      </label>
      <input
        id={searchId}
        type="search"
        className="input"
        placeholder={t('inbox.searchPlaceholder')}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        // Escape leaves the box, so j/k move through the list again.
        onKeyDown={(event) => {
          if (event.key === 'Escape') event.currentTarget.blur();
        }}
      />
    </div>
  );
}
