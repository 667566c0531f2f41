import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { DateField } from '@/components/form/date-field.tsx'
import { Note } from '@/components/form/note.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { SwitchField } from '@/components/form/switch-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import type { AddBusinessDaysResult } from '@/lib/date/date.ts'
import { MAX_BUSINESS_DAYS } from '@/lib/date/date-options.ts'
import { formatDate, formatInteger, formatLongDate, formatWeekday } from '@/utils/format.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'

import { count } from './count.ts'
import { date } from './date-lib.ts'
import { DATE_MODES } from './date-modes.ts'

// The skipped-holidays table is only needed once there is a result: it loads after the form
// (the JavaScript budget), fetched when the tab mounts. The result waits for it (`cards`), so it
// appears all at once.
const SkippedHolidays = lazyComponent(() =>
  import('./skipped-holidays.tsx').then((m) => ({ default: m.SkippedHolidays })),
)

const YES_NO = ['sim', 'nao'] as const
const limit = formatInteger(MAX_BUSINESS_DAYS)

const fields = {
  data: {
    kind: 'date',
    messages: { required: 'Informe a data de partida.', invalid: 'Informe uma data válida.' },
  },
  dias: {
    kind: 'integer',
    allowNegative: true,
    messages: {
      required: 'Informe quantos dias úteis somar (negativo para voltar).',
      'not-integer': 'Informe um número inteiro de dias úteis.',
      'too-small': `Volte no máximo ${limit} dias úteis, sem passar de 1900.`,
      'too-large': `Some no máximo ${limit} dias úteis, sem passar de 2200.`,
    },
  },
  feriados: { kind: 'option', options: YES_NO, initial: 'sim' },
  facultativos: { kind: 'option', options: YES_NO, initial: 'nao' },
  // Empty is Monday to Friday, the default: links written before the switch stay as they were.
  sabado: { kind: 'option', options: YES_NO },
} as const

function skippedWhat(r: AddBusinessDaysResult): string {
  const weekend = r.sabado ? 'domingos' : 'sábados, domingos'
  if (!r.feriados)
    return r.sabado ? 'Só os domingos foram pulados.' : 'Só sábados e domingos foram pulados.'
  return r.facultativos
    ? `Pulados: ${weekend}, feriados nacionais, Sexta-feira Santa, Carnaval e Corpus Christi.`
    : `Pulados: ${weekend}, feriados nacionais e Sexta-feira Santa.`
}

function direction(r: AddBusinessDaysResult): string {
  const days = count(Math.abs(r.dias), 'dia útil', 'dias úteis')
  return r.dias < 0
    ? `${days} antes de ${formatDate(r.data)}`
    : `${days} depois de ${formatDate(r.data)}`
}

export function AddBusinessDaysTab() {
  const form = useCalculatorForm({
    id: 'date',
    fields,
    mode: DATE_MODES.of('adicionar'),
    lib: date,
    cards: [SkippedHolidays],
    compute: (v, lib) => lib.addBusinessDays(v),
    history: (r) => ({
      inputs: `${formatDate(r.data)} ${r.dias < 0 ? '−' : '+'} ${count(Math.abs(r.dias), 'dia útil', 'dias úteis')}`,
      result: formatDate(r.result),
    }),
  })
  return (
    <CalculatorLayout
      form={form}
      label="Adicionar dias úteis a uma data"
      result={(r) => (
        <ResultCard
          main={{
            label: `Data após ${direction(r)}`,
            value: `${formatWeekday(r.result)}, ${formatLongDate(r.result)}`,
          }}
          shareValue={`${direction(r)}: ${formatLongDate(r.result)}`}
          items={[
            {
              label: 'Dias corridos',
              value: count(Math.abs(r.calendarDays), 'dia', 'dias'),
            },
            {
              label: r.sabado ? 'Domingos pulados' : 'Sábados e domingos pulados',
              value: formatInteger(r.weekendDays),
            },
            r.feriados && {
              label: r.facultativos ? 'Feriados e pontos facultativos pulados' : 'Feriados pulados',
              value: formatInteger(r.skipped.length),
            },
          ]}
          rule={`A contagem começa no dia seguinte à data de partida. ${skippedWhat(r)}`}
        >
          {r.skipped.length > 0 ? <SkippedHolidays holidays={r.skipped} /> : null}
          {r.dias === 0 && !r.startIsBusinessDay ? (
            <Note>Com 0 dias a data é a própria data de partida, que não é dia útil.</Note>
          ) : null}
          <Note>
            Feriados estaduais e municipais não entram na conta. Sexta-feira Santa é feriado
            religioso (Lei 9.093/1995) observado em todo o país.
          </Note>
        </ResultCard>
      )}
    >
      <FieldGrid>
        <DateField field={form.field('data')} label="Data de partida" />
        <NumberField
          field={form.field('dias')}
          label="Dias úteis"
          placeholder="Ex.: 15 ou -5"
          hint="Use um número negativo para contar para trás."
        />
      </FieldGrid>
      <div className="flex flex-col gap-1">
        <SwitchField field={form.field('feriados')} label="Considerar feriados nacionais" />
        <SwitchField
          field={form.field('facultativos')}
          label="Incluir pontos facultativos"
          hint="Carnaval (segunda e terça) e Corpus Christi; só valem com os feriados nacionais ligados."
        />
        <SwitchField
          field={form.field('sabado')}
          label="Contar o sábado como dia útil"
          hint="Como no prazo do salário (CLT). Desligado, os dias úteis vão de segunda a sexta."
        />
      </div>
    </CalculatorLayout>
  )
}
