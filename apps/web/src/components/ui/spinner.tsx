/** A full-area loading indicator with a name screen readers announce. */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
