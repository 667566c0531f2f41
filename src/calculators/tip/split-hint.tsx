import type { Share } from '@/lib/tip.ts'
import { formatInteger, formatMoney } from '@/utils/format.ts'

function who(people: number): string {
  return people === 1 ? '1 pessoa paga' : `${formatInteger(people)} pessoas pagam`
}

/** When the total does not split evenly, says who pays the extra cent, so the shares visibly add
 * up to the bill instead of leaving the table a few cents short. */
export function SplitHint({ split }: { split: readonly Share[] }) {
  const [larger, smaller] = split
  if (!larger || !smaller) return null
  return (
    <p className="text-muted-foreground text-sm">
      {who(larger.people)} {formatMoney(larger.amount)} e {who(smaller.people)}{' '}
      {formatMoney(smaller.amount)}.
    </p>
  )
}
