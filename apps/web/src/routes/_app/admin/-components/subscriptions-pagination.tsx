import { useLocale } from '../../../../i18n/locale.tsx';

type SubscriptionsPaginationProps = {
  page: number;
  pageCount: number;
  /** Past 1,000 matches the server estimates the total instead of counting every row. */
  estimated?: boolean;
  onPage: (page: number) => void;
};

/** 'Page X of Y' with Previous and Next; only when there is more than one page (spec section 2). */
export function SubscriptionsPagination({
  page,
  pageCount,
  estimated = false,
  onPage,
}: SubscriptionsPaginationProps) {
  const { t, format } = useLocale();
  if (pageCount <= 1) return null;
  return (
    <nav className="admin-pagination" aria-label={t('admin.pagination')}>
      <button
        type="button"
        className="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('admin.previous')}
      </button>
      <p className="admin-pagination-status" aria-live="polite">
        {t(estimated ? 'admin.pageOfAbout' : 'admin.pageOf', {
          page: format.number(page),
          pages: format.number(pageCount),
        })}
      </p>
      <button
        type="button"
        className="button"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t('admin.next')}
      </button>
    </nav>
  );
}
