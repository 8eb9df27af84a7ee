import { useMemo, useState } from 'react';
import { useLocale } from '../../../../i18n/locale.tsx';

/**
 * Keyset paging in the browser: the cursors of the pages seen so far, so Previous goes back
 * without the server counting anything. `reset` starts again at the first page (a new search).
 */
export const useCursorPages = () => {
  const [stack, setStack] = useState<string[]>([]);
  const moves = useMemo(
    () => ({
      next: (cursor: string) => setStack((s) => [...s, cursor]),
      previous: () => setStack((s) => s.slice(0, -1)),
      reset: () => setStack([]),
    }),
    [],
  );
  return { cursor: stack.at(-1), page: stack.length + 1, ...moves };
};

type CursorPaginationProps = {
  page: number;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

/** Previous and Next with the page number; nothing when everything fits one page. */
export function CursorPagination({ page, hasNext, onPrevious, onNext }: CursorPaginationProps) {
  const { t, format } = useLocale();
  if (page <= 1 && !hasNext) return null;
  return (
    <nav className="admin-pagination" aria-label={t('admin.pagination')}>
      <button type="button" className="button" disabled={page <= 1} onClick={onPrevious}>
        {t('admin.previous')}
      </button>
      <p className="admin-pagination-status" aria-live="polite">
        {t('adminUsers.page', { page: format.number(page) })}
      </p>
      <button type="button" className="button" disabled={!hasNext} onClick={onNext}>
        {t('admin.next')}
      </button>
    </nav>
  );
}
