import { type ReactNode, useId } from 'react'

type TableBoxProps = {
  /** The heading above the table; also the scroll region's name. */
  title: string
  /** Buttons beside the heading ("Baixar CSV"); hidden when printing. */
  actions?: ReactNode
  /** The `<table>`: it scrolls inside this box, both ways, so a phone page never overflows. */
  children: ReactNode
}

/**
 * A long result table in its own scroll box: the page stays short and the column headings stay
 * in view (sticky). The box is focusable so keyboard users can scroll it. Printing drops the box
 * and prints every row.
 */
export function TableBox({ title, actions, children }: TableBoxProps) {
  const headingId = useId()
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          {title}
        </h2>
        {actions ? <div className="no-print flex gap-2">{actions}</div> : null}
      </div>
      <div
        role="region"
        aria-labelledby={headingId}
        // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="max-h-96 overflow-auto rounded-xl border print:max-h-none print:overflow-visible"
      >
        {children}
      </div>
    </div>
  )
}

/** Cell classes shared by the result tables: numbers right-aligned in tabular figures; headings
 * may wrap ("Total aportado (R$)" on two lines) so a phone shows more columns, figures never do. */
export const tableClasses = 'w-full border-collapse text-sm tabular-nums'
export const headClasses =
  'bg-muted text-muted-foreground sticky top-0 z-10 text-xs font-semibold print:static'
export const headCellClasses = 'px-2 py-2 text-right align-bottom first:text-left sm:px-3'
export const cellClasses = 'px-2 py-1.5 text-right whitespace-nowrap first:text-left sm:px-3'
export const footClasses = 'bg-muted sticky bottom-0 font-semibold print:static'

/** The sticky heading row of a result table. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead className={headClasses}>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={headCellClasses}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  )
}
