import { Note } from '@/components/form/note.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import type { DiscountResult } from '@/lib/discount/discount.ts'
import type { DiscountMode } from '@/lib/discount/discount-options.ts'
import { formatMoney, formatNumber } from '@/utils/format.ts'

import { percentText } from './discount-text.ts'

const rules: Record<DiscountMode, string> = {
  percentual: 'Desconto em R$ = preço × desconto% ÷ 100; preço final = preço − desconto.',
  valor: 'Preço final = preço − desconto; desconto% = desconto ÷ preço × 100.',
  'preco-final': 'Desconto = preço original − preço final; desconto% = desconto ÷ preço × 100.',
}

/** One card for the three modes: what changes is which figure was the unknown. */
export function DiscountCard({ r }: { r: DiscountResult }) {
  return (
    <ResultCard
      // The main figure is the unknown of the mode: from a final price, the discount.
      main={
        r.modo === 'preco-final'
          ? { label: 'Desconto', value: percentText(r) }
          : { label: 'Preço final', value: formatMoney(r.finalPrice) }
      }
      shareValue={`Preço final ${formatMoney(r.finalPrice)} (${percentText(r)} de desconto)`}
      items={[
        r.modo === 'preco-final'
          ? { label: 'Preço final', value: formatMoney(r.finalPrice) }
          : { label: 'Desconto', value: percentText(r), strong: true },
        {
          label: 'Você economiza',
          value: formatMoney(r.savings),
          tone: 'positive',
          strong: true,
        },
        { label: 'Preço original', value: formatMoney(r.originalPrice) },
      ]}
      rule={rules[r.modo]}
      steps={r.steps}
    >
      {r.unroundedDiscount !== null ? (
        <Note>
          {percentText(r)} de {formatMoney(r.originalPrice)} dá R${'\u00a0'}
          {formatNumber(r.unroundedDiscount, 6)}; o desconto em dinheiro é arredondado ao centavo:{' '}
          {formatMoney(r.discountAmount)}.
        </Note>
      ) : null}
    </ResultCard>
  )
}
