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
  if (pageCount <= 1) return null;
  return (
    <nav className="admin-pagination" aria-label="Pagination">
      <button
        type="button"
        className="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <p className="admin-pagination-status" aria-live="polite">
        Page {page} of {estimated ? 'about ' : ''}
        {pageCount.toLocaleString('id-ID')}
      </p>
      <button
        type="button"
        className="button"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
