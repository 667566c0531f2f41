import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { DateField } from '@/components/form/date-field.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { SelectField } from '@/components/form/select-field.tsx'
import { SwitchField } from '@/components/form/switch-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { TableYearSelect } from '@/components/legal/table-year-select.tsx'
import { tableYearField } from '@/components/legal/table-year.ts'
import { useYearFromDate } from '@/components/legal/use-year-from-date.ts'
import type { FieldError } from '@/lib/core/outcome.ts'
import { UNEMPLOYMENT_REASONS } from '@/lib/unemployment/unemployment-options.ts'
import { formatMoney, todayIso } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'

import { historyResult, reasonLabels, requestLabels } from './unemployment-text.ts'

// The result card and its notes are drawn only once there is a result: they load after the form,
// fetched when the screen mounts (the JavaScript budget).
const UnemploymentResultCard = lazyComponent(() =>
  import('./unemployment-result.tsx').then((m) => ({ default: m.UnemploymentResultCard })),
)

const unemployment = lazyModule(() => import('@/lib/unemployment/unemployment.ts'))

const salaryField = (which: string) =>
  ({
    kind: 'money',
    messages: {
      required: `Informe o ${which} salário antes da demissão.`,
      'not-positive': 'O salário deve ser maior que zero.',
    },
  }) as const

/** Months with salary in the last `window` months (the carência of Lei 7.998/1990 art. 3º I);
 * the messages say which answer it disagrees with. */
const windowField = (window: 18 | 12) =>
  ({
    kind: 'integer',
    messages: {
      negative: 'Os meses não podem ser negativos.',
      'not-integer': 'Informe meses inteiros (15 dias ou mais contam como mês).',
      'too-large': (e: FieldError) =>
        e.other === 'meses'
          ? `Não pode passar dos meses trabalhados nos últimos 36 (${String(e.limit)}).`
          : e.other === 'meses12'
            ? `Com os meses informados nos últimos 12, os últimos 18 têm no máximo ${String(e.limit)} (mais 6).`
            : `Conte no máximo ${String(window)} meses (os ${String(window)} antes da demissão).`,
      'too-small': (e: FieldError) =>
        e.other === 'meses'
          ? `Com os meses trabalhados nos últimos 36, ao menos ${String(e.limit)} caem nos últimos ${String(window)}.`
          : `Os últimos 18 meses incluem os últimos 12: informe pelo menos ${String(e.limit)}.`,
    },
  }) as const

const fields = {
  s1: salaryField('último'),
  s2: salaryField('penúltimo'),
  s3: salaryField('antepenúltimo'),
  meses: {
    kind: 'integer',
    messages: {
      required: 'Informe os meses trabalhados nos últimos 36.',
      negative: 'Os meses trabalhados não podem ser negativos.',
      'too-large': 'Conte no máximo 36 meses (os 3 anos antes da demissão).',
      'not-integer': 'Informe meses inteiros (15 dias ou mais contam como mês).',
    },
  },
  meses18: windowField(18),
  meses12: windowField(12),
  ultimos6: {
    kind: 'option',
    options: ['', 'sim', 'nao'],
    initial: '',
    messages: {
      'too-small': (e: FieldError) =>
        `Quem recebeu salário em cada um dos últimos 6 meses tem pelo menos 6 ${e.other === 'meses' ? 'meses trabalhados nos últimos 36' : 'meses com salário nessa janela'}.`,
    },
  },
  solicitacao: { kind: 'option', options: ['1', '2', '3'], initial: '1' },
  motivo: { kind: 'option', options: UNEMPLOYMENT_REASONS, initial: 'sem-justa-causa' },
  demissao: { kind: 'date' },
  domestico: { kind: 'option', options: ['sim', 'nao'], initial: 'nao' },
  ano: tableYearField,
} as const

const reasonOptions = UNEMPLOYMENT_REASONS.map((value) => ({ value, label: reasonLabels[value] }))
const requestOptions = (['1', '2', '3'] as const).map((value) => ({
  value,
  label: requestLabels[value],
}))
const lastSixOptions = [
  { value: '', label: 'Não sei' },
  { value: 'sim', label: 'Sim, em todos os 6' },
  { value: 'nao', label: 'Não, faltou algum mês' },
]

export default function UnemploymentCalculator() {
  const form = useCalculatorForm({
    id: 'unemployment',
    fields,
    lib: unemployment,
    cards: [UnemploymentResultCard],
    // Only the window the request asks about is part of the calculation (a link may carry others).
    compute: (v, lib) => {
      const request = v.domestico === 'sim' ? null : (v.solicitacao ?? '1')
      return lib.calculateUnemployment(
        {
          ...v,
          meses18: request === '1' ? v.meses18 : null,
          meses12: request === '2' ? v.meses12 : null,
          ultimos6: request === '3' ? v.ultimos6 : null,
          solicitacao: v.solicitacao ? Number(v.solicitacao) : null,
          ano: v.ano ? Number(v.ano) : null,
          today: todayIso(),
        },
        todayIso(),
      )
    },
    history: (r) => ({
      inputs: `${reasonLabels[r.motivo]}, média ${formatMoney(r.average)}, ${r.months} meses, tabela de ${r.year}`,
      result: historyResult(r),
    }),
  })
  // The table follows the dismissal date until the person picks a year themselves.
  const tableYear = useYearFromDate(form, { date: form.field('demissao'), year: form.field('ano') })
  const request = form.values.solicitacao ?? '1'
  const domestic = form.values.domestico === 'sim'

  return (
    <CalculatorLayout
      form={form}
      label="Calcular seguro-desemprego"
      onClear={tableYear.clear}
      result={(r) => <UnemploymentResultCard r={r} />}
    >
      <FieldGrid>
        <NumberField
          field={form.field('s1')}
          label="Último salário (R$)"
          placeholder="Ex.: 3.000,00"
          hint="Salário bruto do mês antes da demissão, sem o 13º."
        />
        <NumberField
          field={form.field('s2')}
          label="Penúltimo salário (R$)"
          placeholder="Ex.: 3.000,00"
        />
        <NumberField
          field={form.field('s3')}
          label="Antepenúltimo salário (R$)"
          placeholder="Ex.: 3.000,00"
        />
        <NumberField
          field={form.field('meses')}
          label="Meses trabalhados nos últimos 36"
          placeholder="Ex.: 20"
          unit="meses"
          hint="Com carteira assinada; 15 dias ou mais contam como mês."
        />
        <SelectField
          field={form.field('solicitacao')}
          label="Qual solicitação é esta"
          options={requestOptions}
        />
        {domestic ? null : request === '1' ? (
          <NumberField
            field={form.field('meses18')}
            label="Meses com salário nos últimos 18"
            placeholder="Ex.: 14"
            unit="meses"
            hint="Na 1ª vez, a lei pede salário em 12 dos 18 meses antes da demissão."
          />
        ) : request === '2' ? (
          <NumberField
            field={form.field('meses12')}
            label="Meses com salário nos últimos 12"
            placeholder="Ex.: 10"
            unit="meses"
            hint="Na 2ª vez, a lei pede salário em 9 dos 12 meses antes da demissão."
          />
        ) : (
          <SelectField
            field={form.field('ultimos6')}
            label="Recebeu salário em cada um dos últimos 6 meses?"
            options={lastSixOptions}
            hint="Da 3ª vez em diante, a lei pede salário em todos os 6 meses antes da demissão."
          />
        )}
        <SelectField field={form.field('motivo')} label="Motivo da saída" options={reasonOptions} />
        {/* A row of its own: beside a labelled select its switch would sit above the select's box,
            out of reading order. */}
        <div className="sm:col-span-2">
          <SwitchField field={form.field('domestico')} label="Empregada ou empregado doméstico" />
        </div>
        <DateField
          field={tableYear.date}
          label="Data da demissão"
          hint="Opcional: dá as datas do prazo para pedir."
        />
        <TableYearSelect
          field={tableYear.year}
          hint="Segue o ano da demissão; a tabela vale a partir de 11 de janeiro."
        />
      </FieldGrid>
    </CalculatorLayout>
  )
}
