import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react'

import { cn } from '@/utils/cn.ts'

type Overflow = { left: boolean; right: boolean }

/** Whether the box hides columns to its left or right (1 px of slack for fractional widths). */
function overflowOf(box: HTMLElement): Overflow {
  const hidden = box.scrollWidth - box.clientWidth
  return { left: box.scrollLeft > 1, right: hidden - box.scrollLeft > 1 }
}

type ScrollBoxProps = {
  /** The region's name: the id of a visible heading, or a label. */
  labelledBy?: string
  label?: string
  /** Long tables also scroll down inside a box of limited height, under their sticky heading. */
  tall?: boolean
  children: ReactNode
}

/**
 * A table that scrolls inside its own box, never the page. When columns are out of sight, the
 * edge they hide behind fades and a line under the box says so; the table's first column stays
 * in place (sticky) so every row keeps its label while the others scroll. The box is a named
 * region and focusable, so the keyboard can scroll it (WCAG 2.1.1). Printing drops the box and
 * prints the whole table.
 */
export function ScrollBox({ labelledBy, label, tall = false, children }: ScrollBoxProps) {
  const box = useRef<HTMLDivElement>(null)
  const [overflow, setOverflow] = useState<Overflow>({ left: false, right: false })
  const hintId = useId()

  const measure = useCallback(() => {
    const el = box.current
    if (!el) return
    const next = overflowOf(el)
    setOverflow((previous) =>
      previous.left === next.left && previous.right === next.right ? previous : next,
    )
  }, [])

  useEffect(() => {
    const el = box.current
    if (!el) return
    // Browsers without it (and jsdom) get the cue from a first measure and from scrolling.
    if (typeof ResizeObserver === 'undefined') {
      measure()
      return
    }
    // The table grows as its rows arrive and the box narrows with the screen. The observer also
    // reports the first size, once the browser has laid the table out for its frame: measuring
    // here instead would force that layout before the frame, with the result's first rows
    // waiting on it (~60 ms on a phone with its CPU slowed 4×, docs/performance.md).
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    if (el.firstElementChild) observer.observe(el.firstElementChild)
    return () => observer.disconnect()
  }, [measure])

  const scrolls = overflow.left || overflow.right
  return (
    <div className="flex flex-col gap-1">
      <div className="relative">
        <div
          ref={box}
          role="region"
          aria-labelledby={labelledBy}
          aria-label={label}
          aria-describedby={scrolls ? hintId : undefined}
          // A scrollable region must be reachable by keyboard (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          onScroll={measure}
          data-scrolled={overflow.left || undefined}
          className={cn(
            'group/box overflow-auto overscroll-x-contain rounded-xl border print:overflow-visible',
            tall && 'max-h-96 print:max-h-none',
          )}
        >
          {children}
        </div>
        {/* The cue: the edge where columns are hidden fades into the card. */}
        <div
          aria-hidden
          className={cn(
            'from-card pointer-events-none absolute inset-y-px right-px w-8 rounded-r-xl bg-gradient-to-l to-transparent transition-opacity print:hidden',
            overflow.right ? 'opacity-100' : 'opacity-0',
          )}
        />
      </div>
      {scrolls ? (
        <p id={hintId} className="text-muted-foreground text-xs print:hidden">
          {overflow.right
            ? 'Deslize a tabela para o lado para ver as outras colunas →'
            : '← Deslize de volta para ver as primeiras colunas'}
        </p>
      ) : null}
    </div>
  )
}

type TableBoxProps = {
  /** The heading above the table; also the scroll region's name. */
  title: string
  /** Buttons beside the heading ("Baixar CSV"); hidden when printing. */
  actions?: ReactNode
  /** The `<table>`: it scrolls inside this box, both ways, so a phone page never overflows. */
  children: ReactNode
}

/**
 * A long result table under its heading, in a box of limited height that scrolls both ways: the
 * page stays short, the column headings stay in view (sticky) and so does the first column.
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
      <ScrollBox labelledBy={headingId} tall>
        {children}
      </ScrollBox>
    </div>
  )
}

/** Cell classes shared by the result tables: numbers right-aligned in tabular figures; headings
 * may wrap ("Total aportado (R$)" on two lines) so a phone shows more columns, figures never do.
 * The first column stays in place while the others scroll (sticky, on the background of the card
 * or of its row group), with a shadow once columns pass under it. */
export const tableClasses = 'w-full border-collapse text-sm tabular-nums'
export const headClasses =
  'bg-muted text-muted-foreground sticky top-0 z-10 text-xs font-semibold print:static'
export const headCellClasses =
  'px-2 py-2 text-right align-bottom first:text-left sm:px-3 first:bg-muted first:sticky first:top-0 first:left-0 first:z-[2] group-data-[scrolled]/box:first:shadow-[6px_0_6px_-6px_rgb(0_0_0/0.35)] print:first:static'
export const cellClasses = 'px-2 py-1.5 text-right whitespace-nowrap first:text-left sm:px-3'
/** The first cell of a body row (its label): sticky, on the card's background. */
export const firstCellClasses =
  'px-2 py-1.5 text-left whitespace-nowrap sm:px-3 bg-card sticky left-0 z-[1] group-data-[scrolled]/box:shadow-[6px_0_6px_-6px_rgb(0_0_0/0.35)] print:static'
export const footClasses = 'bg-muted sticky bottom-0 z-10 font-semibold print:static'
/** The first cell of the footer row, sticky on the footer's background. */
export const firstFootCellClasses =
  'px-2 py-1.5 text-left whitespace-nowrap sm:px-3 bg-muted sticky bottom-0 left-0 z-[2] group-data-[scrolled]/box:shadow-[6px_0_6px_-6px_rgb(0_0_0/0.35)] print:static'

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
