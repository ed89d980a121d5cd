import type { ReactNode } from 'react';

export interface Column<Row> {
  /** The column's name: its header, and its label on a phone. */
  header: string;
  /** What the header shows instead of the name (a select-all checkbox); the name stays its key and phone label. */
  headerCell?: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Extra classes for this column's cells (e.g. `whitespace-nowrap`, `break-all`). */
  className?: string;
}

interface TableProps<Row> {
  /** Said to screen readers before the table. */
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The first column names the row (a `<th scope="row">`). */
  rowHeader?: boolean;
  /** Stacks each row as a card of labelled cells below the `sm` breakpoint, so nothing is cut on a phone. */
  stackOnPhone?: boolean;
  'data-testid'?: string;
  rowTestId?: string;
  /**
   * Its cells hold nothing to focus (a file's preview) and it may scroll sideways: the scrolling
   * box takes the focus itself, so a keyboard can scroll it (axe: scrollable-region-focusable).
   */
  scrollsByKeyboard?: boolean;
}

/**
 * A data table. On a phone (`stackOnPhone`), each row becomes a block and each cell shows its
 * column's name before its value; the table keeps its roles for screen readers.
 */
export function Table<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowHeader = false,
  stackOnPhone = false,
  rowTestId,
  scrollsByKeyboard = false,
  ...rest
}: TableProps<Row>) {
  const stacked = stackOnPhone
    ? 'max-sm:block max-sm:py-0.5 max-sm:before:mr-2 max-sm:before:font-medium max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]'
    : '';
  return (
    <div className="overflow-x-auto" {...(scrollsByKeyboard ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}>
      <table className="w-full text-left text-sm" data-testid={rest['data-testid']}>
        <caption className="sr-only">{caption}</caption>
        <thead className={`text-slate-700 ${stackOnPhone ? 'max-sm:sr-only' : ''}`}>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="border-b border-slate-200 py-2 pr-3">
                {column.headerCell ?? column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={stackOnPhone ? 'max-sm:block' : undefined}>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              data-testid={rowTestId}
              className={`border-b border-slate-100 align-top ${stackOnPhone ? 'max-sm:block max-sm:py-2' : ''}`}
            >
              {columns.map((column, index) => {
                const Cell = rowHeader && index === 0 ? 'th' : 'td';
                return (
                  <Cell
                    key={column.header}
                    scope={Cell === 'th' ? 'row' : undefined}
                    data-label={column.header}
                    className={`py-2 pr-3 ${Cell === 'th' ? 'font-medium text-slate-900' : ''} ${column.className ?? ''} ${stacked}`}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
