type StatCardProps = {
  label: string;
  /** undefined while loading: the card shows '...' (spec section 2). */
  value: string | undefined;
};

export function StatCard({ label, value }: StatCardProps) {
  return (
    <div className="card admin-stat-card">
      <dt className="admin-stat-label">{label}</dt>
      <dd className="admin-stat-value">{value ?? '...'}</dd>
    </div>
  );
}
