import type { ReactNode } from 'react'

import { cn } from '@/utils/cn.ts'

type AmountRowProps = {
  label: ReactNode
  /** The rule, rate or date under the label, in small print. */
  note?: ReactNode
  /** The formatted amount, with its sign. */
  amount: string
  /** Totals: the label in bold. */
  strong?: boolean
  /** The amount's own classes (size, weight). */
  amountClassName?: string
  className?: string
}

/**
 * One line of a two-column money table (contracheque, verbas da rescisão): description and rule,
 * then the amount. On a phone the amount's column would squeeze the description into a strip
 * about 100 px wide, wrapping each line into four to six lines; there the amount is drawn beside
 * the label instead, inside the row heading, so the label and its rule take the whole width. The
 * amount's own cell stays in the table for screen readers (visually hidden, the copy beside the
 * label is hidden from them), so the table reads the same at every width.
 */
export function AmountRow({
  label,
  note,
  amount,
  strong = false,
  amountClassName,
  className,
}: AmountRowProps) {
  const amountClasses = cn('text-right whitespace-nowrap tabular-nums', amountClassName)
  return (
    <tr className={className}>
      <th
        scope="row"
        className={cn(
          'w-full px-2 py-2 text-left sm:px-3',
          strong ? 'font-semibold' : 'font-normal',
        )}
      >
        <span className="flex items-baseline justify-between gap-3">
          <span>{label}</span>
          <span aria-hidden className={cn(amountClasses, 'sm:hidden')}>
            {amount}
          </span>
        </span>
        {note ? <span className="text-muted-foreground block text-xs">{note}</span> : null}
      </th>
      <td className={cn(amountClasses, 'px-2 py-2 align-top max-sm:sr-only sm:px-3')}>{amount}</td>
    </tr>
  )
}
