import { useId } from 'react'

import { Note } from '@/components/form/note.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { NIGHT_PREMIUM } from '@/lib/labor/labor-options.ts'
import type { OvertimeDsr, OvertimeLine, OvertimeResult } from '@/lib/labor/overtime.ts'
import {
  formatDate,
  formatMoney,
  formatMonthOfYear,
  formatNumber,
  formatWeekday,
} from '@/utils/format.ts'

const percent = (value: number) => `${formatNumber(value, 2)}%`
const hours = (value: number) => `${formatNumber(value, 2)} h`

const monthName = (dsr: OvertimeDsr) => formatMonthOfYear(dsr.month, dsr.year)

function lineLabel(line: OvertimeLine) {
  return line.key === 'horas'
    ? `Horas extras com adicional de ${percent(line.rate)}`
    : `Horas extras a ${percent(line.rate)}`
}

function RestDays({ dsr }: { dsr: OvertimeDsr }) {
  const heading = useId()
  return (
    <div className="flex flex-col gap-1.5 text-sm">
      <h3 id={heading} className="font-medium">
        Domingos e feriados de {monthName(dsr)}
      </h3>
      <ul aria-labelledby={heading} className="text-muted-foreground flex flex-col gap-0.5">
        {dsr.restDays.map((day) => (
          <li key={day.date}>
            <span className="text-foreground tabular-nums">{formatDate(day.date).slice(0, 5)}</span>{' '}
            {day.name ? `${formatWeekday(day.date)}, ${day.name}` : 'domingo'}
          </li>
        ))}
        {dsr.localHolidays > 0 ? (
          <li>
            + {dsr.localHolidays} {dsr.localHolidays === 1 ? 'feriado local' : 'feriados locais'}
          </li>
        ) : null}
      </ul>
    </div>
  )
}

export function OvertimeResultCard({ r }: { r: OvertimeResult }) {
  const nightPercent = percent(NIGHT_PREMIUM * 100)
  const { dsr } = r
  return (
    <ResultCard
      steps={r.steps}
      main={{
        label: dsr ? 'Total das horas extras com DSR' : 'Total das horas extras',
        value: formatMoney(r.total),
      }}
      shareValue={`Horas extras: ${formatMoney(r.total)} (${r.lines
        .map((l) => `${hours(l.paidHours)} a ${percent(l.rate)}`)
        .join(' + ')}${dsr ? `, com DSR de ${monthName(dsr)}` : ''})`}
      items={[
        {
          label: 'Valor da hora normal',
          value: formatMoney(r.hourValue),
          hint: [
            r.salary ? `${formatMoney(r.salary.amount)} ÷ ${hours(r.salary.monthlyHours)}` : null,
            r.night ? `com ${nightPercent} noturno: ${formatMoney(r.hourBase)}` : null,
          ]
            .filter(Boolean)
            .join('; '),
        },
        ...r.lines.map((line) => ({
          label: lineLabel(line),
          value: formatMoney(line.total),
          hint: `${hours(line.paidHours)} × ${formatMoney(line.extraValue)}${
            r.night ? ` (${hours(line.clockHours)} de relógio, hora de 52min30s)` : ''
          }`,
        })),
        r.night && {
          label: `Inclui adicional noturno (${nightPercent})`,
          value: formatMoney(r.nightPremiumValue),
        },
        {
          label: 'Total das horas extras',
          value: formatMoney(r.totalExtra),
          strong: !dsr,
        },
        dsr && {
          label: `DSR de ${monthName(dsr)}`,
          value: formatMoney(dsr.value),
          hint: `${formatMoney(r.totalExtra)} ÷ ${String(dsr.workingDays)} dias úteis × ${String(dsr.restCount)} domingos e feriados`,
        },
        dsr && { label: 'Total com DSR', value: formatMoney(r.total), strong: true },
      ]}
      rule={
        'Hora extra: no mínimo 50% a mais (CF art. 7º, XVI; CLT art. 59 §1º); domingos e feriados não compensados, 100% (Súmula 146 do TST).' +
        (r.night
          ? ` Noturnas: ${nightPercent} a mais e hora de 52min30s (CLT art. 73), antes do adicional de hora extra.`
          : '') +
        (dsr
          ? ' DSR: horas extras ÷ dias úteis × domingos e feriados (Lei 605/1949, art. 7º; Súmula 172 do TST).'
          : '')
      }
    >
      {dsr ? <RestDays dsr={dsr} /> : null}
      {r.salary ? (
        <Note>
          A hora é o salário ÷ jornada sem arredondar; os valores por hora aparecem em centavos, e
          cada linha é arredondada uma vez.
        </Note>
      ) : null}
      <Note>
        {dsr
          ? 'Bancários (o sábado é dia útil não trabalhado, Súmula 113 do TST) e convenções que tratam o sábado de outro modo podem ter outro DSR. '
          : ''}
        Convenção ou acordo coletivo pode fixar adicionais maiores; use “Outras horas extras”.
      </Note>
    </ResultCard>
  )
}
