import { Note } from '@/components/form/note.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import type { InflationIndexResult } from '@/lib/inflation/inflation-index.ts'
import { byName } from '@/lib/series/series-indices.ts'
import { formatMoney, formatMonth, formatPercent } from '@/utils/format.ts'

/** The result of a correction by the real index: the figures, and where the data comes from. */
export function IndexResult({ r }: { r: InflationIndexResult }) {
  const period = `${formatMonth(r.from)} a ${formatMonth(r.to)}`
  const source = `dados até ${formatMonth(r.series.last ?? r.to)}, ${r.series.publisher}`
  return (
    <ResultCard
      steps={r.steps}
      main={{
        label: `Valor corrigido ${byName(r.series.name)} de ${period}`,
        value: formatMoney(r.correctedValue),
      }}
      shareValue={`Valor corrigido ${byName(r.series.name)} de ${period}: ${formatMoney(r.correctedValue)}`}
      items={[
        {
          label: `${r.series.name} acumulado`,
          value: formatPercent(r.totalInflation),
          hint: `${r.months.length} ${r.months.length === 1 ? 'mês' : 'meses'}, ${source}`,
          strong: true,
        },
        {
          label: 'Aumento de preço no período',
          value: formatMoney(r.inflationImpact),
          hint: 'a mais para comprar a mesma coisa',
        },
        {
          label: 'Poder de compra no fim do período',
          value: formatMoney(r.purchasingPower),
          hint: 'o que o mesmo dinheiro compra, em valores do mês inicial',
        },
        {
          label: 'Perda de poder de compra',
          value: `${formatMoney(r.purchasingPowerLoss)} (${formatPercent(r.purchasingPowerLossPercent)})`,
          ...(r.purchasingPowerLoss > 0 ? { tone: 'negative' as const } : {}),
        },
      ]}
      rule={`Índice acumulado = produto de (1 + variação do mês) de ${period}, os dois meses incluídos (convenção da Calculadora do Cidadão do Banco Central); valor corrigido = valor × índice.`}
    >
      <Note>
        {r.series.name} mês a mês: {source} (série {r.series.sgs} do Banco Central). Os meses usados
        estão em “Como calculamos”.
      </Note>
    </ResultCard>
  )
}
