import { Note } from '@/components/form/note.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import type { FixedIncomeResult } from '@/lib/fixed-income/fixed-income.ts'
import { netAdvantage, type ProductResult } from '@/lib/fixed-income/fixed-income-products.ts'
import { formatDate, formatMoney, formatMonth } from '@/utils/format.ts'

import { productName, yearly } from './fixed-income-text.ts'
import { ProductComparison } from './product-comparison.tsx'

export type FixedIncomeView = FixedIncomeResult & { term: string }

/** Every product's "Como calculamos", one list: each step names its product. */
function allSteps(products: readonly ProductResult[]) {
  return products.flatMap((p) => {
    const name = productName(p)
    return p.steps.map((step) => ({ ...step, label: `${name}: ${step.label}` }))
  })
}

/** The headline sentence: what the best option turns the money into, and by how much it wins. */
function verdict(best: ProductResult, runnerUp: ProductResult | undefined, term: string): string {
  const name = productName(best)
  const rate = best.netYearly === null ? '' : ` (${yearly(best.netYearly)} ao ano)`
  const head = `Em ${term}, ${formatMoney(best.invested)} aplicados viram ${formatMoney(best.net)} líquidos em ${name}${rate}`
  if (!runnerUp) return `${head}.`
  const other = productName(runnerUp)
  const gap = netAdvantage(best, runnerUp)
  return gap > 0
    ? `${head}, ${formatMoney(gap)} a mais que ${other}.`
    : `${head}, empatado com ${other}.`
}

export function FixedIncomeResultCard({ r }: { r: FixedIncomeView }) {
  // A locked-in LCI/LCA is no option for this term: neither the best nor the one it beats.
  const ranked = [...r.products]
    .filter((p) => !(r.lciMinimumMonths !== null && p.product === 'lci'))
    .sort((a, b) => b.net - a.net)
  const best = r.products.find((p) => p.product === r.best) ?? ranked[0]
  if (!best) return null
  const runnerUp = ranked.find((p) => p !== best)
  const name = productName(best)
  const sentence = verdict(best, runnerUp, r.term)
  return (
    <ResultCard
      steps={[...r.inputSteps, ...allSteps(r.products)]}
      main={{ label: `Melhor opção: ${name}`, value: formatMoney(best.net) }}
      badge={<p className="text-sm">{sentence}</p>}
      shareValue={sentence}
      rule={
        <>
          CDB, LCI/LCA e Tesouro Selic rendem por dia útil (252 ao ano, calendário ANBIMA); o
          imposto de renda segue a tabela regressiva pelos dias corridos (22,5% até 180 dias, 20%
          até 360, 17,5% até 720, 15% acima; Lei 11.033/2004) e o IOF incide no resgate antes de 30
          dias. LCI/LCA e poupança são isentas para pessoa física.
        </>
      }
    >
      <p className="text-muted-foreground text-sm">
        De {formatDate(r.start)} a {formatDate(r.end)}: {r.calendarDays} dias corridos,{' '}
        {r.businessDays} dias úteis.
      </p>
      <ProductComparison products={r.products} best={r.best} lockedMonths={r.lciMinimumMonths} />
      {r.lciMinimumMonths !== null ? (
        <Note>
          A LCI/LCA não pode ser resgatada em {r.term}: uma emitida hoje tem prazo mínimo de{' '}
          {r.lciMinimumMonths} meses (Res. CMN 5.215/2025). O valor dela mostra quanto renderia, mas
          ela fica fora da escolha da melhor opção.
        </Note>
      ) : null}
      {r.products.some((p) => p.product === 'tesouro-selic') ? (
        <Note>
          Custódia do Tesouro Selic aproximada: 0,20% ao ano da B3 sobre o saldo médio acima de{' '}
          {formatMoney(10000)}, cobrada só no resgate. A corretora pode cobrar à parte.
        </Note>
      ) : null}
      {r.officialUsed.length > 0 ? (
        <Note>
          {r.officialUsed
            .map(
              (f) =>
                `${f.series.name}: últimos 12 meses, dados até ${formatMonth(f.to)}, ${f.series.publisher}`,
            )
            .join('; ')}
          . Os meses usados estão em “Como calculamos”.
        </Note>
      ) : null}
      <Note>
        As taxas ficam fixas em todo o prazo; na prática o CDI, a Selic, a TR e o IPCA mudam.
      </Note>
    </ResultCard>
  )
}
