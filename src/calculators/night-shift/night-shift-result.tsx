import { Note } from '@/components/form/note.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import type { NightShiftResult } from '@/lib/night-shift/night-shift.ts'
import { formatMoney, formatMonthOfYear, formatNumber } from '@/utils/format.ts'

/** The salary calculator's net tab, where the month's gross with the premium is carried. */
const SALARY_NET_PATH = '/calculadora-salario'

const hours = (value: number) => `${formatNumber(value, 2)} h`

function salaryHref(r: NightShiftResult): string {
  return `${SALARY_NET_PATH}?${new URLSearchParams({ modo: 'liquido', bruto: String(r.grossWithNight) }).toString()}`
}

export function NightShiftResultCard({ r }: { r: NightShiftResult }) {
  const month = formatMonthOfYear(r.dsr.month, r.dsr.year)
  const nightless = r.clockHoursPerNight === 0
  return (
    <ResultCard
      steps={r.steps}
      main={{ label: 'Adicional noturno no mês, com o DSR', value: formatMoney(r.total) }}
      shareValue={`Adicional noturno: ${formatMoney(r.total)} no mês com o DSR (${String(r.nights)} noites)`}
      items={[
        {
          label: 'Horas noturnas por noite',
          value: `${hours(r.clockHoursPerNight)} de relógio = ${hours(r.reducedHoursPerNight)}`,
          hint:
            r.extensionMinutes > 0
              ? `Inclui ${String(r.extensionMinutes)} min depois das 5h: a jornada noturna prorrogada também recebe o adicional (Súmula 60, II, do TST).`
              : 'A hora noturna tem 52min30s: 7 horas de relógio valem 8 (CLT art. 73 §1º).',
        },
        { label: 'Horas noturnas no mês', value: hours(r.reducedHoursPerMonth) },
        { label: 'Salário-hora', value: formatMoney(r.hour) },
        { label: 'Adicional por noite', value: formatMoney(r.perNight) },
        { label: 'Adicional no mês', value: formatMoney(r.perMonth), strong: true },
        {
          label: `DSR sobre o adicional (${month})`,
          value: formatMoney(r.dsr.value),
          hint: `${String(r.dsr.restCount)} domingos e feriados, ${String(r.dsr.workingDays)} dias úteis; feriados estaduais e municipais aumentam o DSR.`,
        },
      ]}
      rule="CLT art. 73: 20% sobre a hora diurna das 22h às 5h, com a hora noturna de 52min30s; Súmula 60 do TST: o adicional habitual entra no DSR e vale para as horas prorrogadas após as 5h."
    >
      {nightless ? (
        <Note>Esse horário não passa pelo período das 22h às 5h: não há adicional noturno.</Note>
      ) : null}
      {!r.fullNight && r.clockHoursPerNight > 0 ? (
        <Note>
          Só conta como prorrogação o trabalho depois das 5h de quem cumpriu toda a noite (22h às
          5h). Há decisões do TST que estendem o adicional a jornadas cumpridas quase toda à noite.
        </Note>
      ) : null}
      <p className="text-sm">
        <a href={salaryHref(r)} className="text-primary font-medium underline underline-offset-2">
          Ver o salário líquido com o adicional
        </a>{' '}
        <span className="text-muted-foreground">
          (bruto de {formatMoney(r.grossWithNight)}: o adicional tem INSS, FGTS e IRRF)
        </span>
      </p>
    </ResultCard>
  )
}
