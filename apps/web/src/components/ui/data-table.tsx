import { type ColumnDef, type RowData, tableFeatures, useTable } from '@tanstack/react-table';

/**
 * The one data table (TanStack Table, headless): the admin's subscriptions now, the contacts and
 * inbox lists later. The table gives the rows and cells; the markup, the styles and the stacked
 * layout on narrow screens (each cell labelled from its column's header through data-label) are
 * ours. Sorting, filtering and paging, when a list needs them in the browser, are features added
 * to `dataTableFeatures`; the admin list pages on the server.
 */
export const dataTableFeatures = tableFeatures({});

export type DataTableColumns<Row extends RowData> = ColumnDef<typeof dataTableFeatures, Row>[];

type DataTableProps<Row extends RowData> = {
  /** Read by screen readers as the table's name. */
  caption: string;
  columns: DataTableColumns<Row>;
  rows: Row[];
  getRowId: (row: Row) => string;
  /** Shown across the table instead of rows: loading, empty or failed. */
  message?: string | undefined;
  /** New rows are loading while the previous ones stay on screen. */
  busy?: boolean;
  /** A class of this table's own, for styles that name its columns (each cell's data-column). */
  className?: string;
};

export function DataTable<Row extends RowData>({
  caption,
  columns,
  rows,
  getRowId,
  message,
  busy = false,
  className,
}: DataTableProps<Row>) {
  const table = useTable({ features: dataTableFeatures, columns, data: rows, getRowId });
  return (
    <div className={className ? `card data-table-card ${className}` : 'card data-table-card'}>
      {busy ? <div className="data-table-progress" aria-hidden="true" /> : null}
      <table className="data-table" aria-busy={busy}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" data-column={header.column.id}>
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {message ? (
            <tr className="data-table-message">
              <td colSpan={columns.length}>{message}</td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => {
                  const header = cell.column.columnDef.header;
                  return (
                    <td
                      key={cell.id}
                      data-column={cell.column.id}
                      data-label={typeof header === 'string' ? header : undefined}
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
