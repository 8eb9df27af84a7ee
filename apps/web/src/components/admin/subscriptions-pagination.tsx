type SubscriptionsPaginationProps = {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
};

/** 'Page X of Y' with Previous and Next; only when there is more than one page (spec section 2). */
export function SubscriptionsPagination({ page, pageCount, onPage }: SubscriptionsPaginationProps) {
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
        Page {page} of {pageCount}
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
