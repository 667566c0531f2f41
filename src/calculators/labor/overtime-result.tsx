import { Note } from '@/components/form/note.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import type { OvertimeResult } from '@/lib/labor/overtime.ts'
import { NIGHT_PREMIUM } from '@/lib/labor/labor-options.ts'
import { formatMoney, formatNumber } from '@/utils/format.ts'

const percent = (value: number) => `${formatNumber(value, 2)}%`

export type OvertimeView = OvertimeResult & { clockHours: number }

export function OvertimeResultCard({ r }: { r: OvertimeView }) {
  const nightPercent = percent(NIGHT_PREMIUM * 100)
  const sundays = r.extraRate === 100
  return (
    <ResultCard
      calculatorId="labor"
      steps={r.steps}
      main={{ label: 'Total das horas extras', value: formatMoney(r.totalExtra) }}
      shareValue={`Horas extras: ${formatMoney(r.totalExtra)} (${formatNumber(r.paidHours, 2)} h com ${percent(r.extraRate)})`}
      items={[
        {
          label: 'Valor de cada hora extra',
          value: formatMoney(r.extraValue),
          hint: r.night
            ? `Hora de ${formatMoney(r.hourValue)} + ${nightPercent} noturno = ${formatMoney(r.hourBase)}, + ${percent(r.extraRate)}`
            : `Hora de ${formatMoney(r.hourValue)} + ${percent(r.extraRate)}`,
        },
        {
          label: 'Horas pagas',
          value: `${formatNumber(r.paidHours, 2)} h`,
          hint: r.night
            ? `${formatNumber(r.clockHours, 2)} h de relógio × 60 ÷ 52,5 (hora noturna de 52min30s)`
            : undefined,
        },
        { label: 'Valor normal dessas horas', value: formatMoney(r.normalValue) },
        r.night && {
          label: `Adicional noturno (${nightPercent})`,
          value: formatMoney(r.nightPremiumValue),
        },
        {
          label: `Adicional de hora extra (${percent(r.extraRate)})`,
          value: formatMoney(r.surchargeValue),
        },
        {
          label: 'Total a receber pelas horas extras',
          value: formatMoney(r.totalExtra),
          strong: true,
        },
      ]}
      rule={
        (sundays
          ? 'Domingos e feriados não compensados são pagos em dobro, +100% (Lei 605/1949, art. 9º; Súmula 146 do TST).'
          : 'Hora extra: pelo menos 50% a mais que a hora normal (CF art. 7º, XVI; CLT art. 59 §1º).') +
        (r.night
          ? ` Noturno (22h às 5h): adicional de ${nightPercent} e hora de 52min30s (CLT art. 73), antes do adicional de hora extra.`
          : '')
      }
    >
      <Note>
        Convenção ou acordo coletivo pode fixar adicionais maiores; nesse caso, use “Outro
        percentual”.
      </Note>
    </ResultCard>
  )
}
