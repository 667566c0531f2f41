import { useState } from 'react'

import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { DateField } from '@/components/form/date-field.tsx'
import { switchTrackClasses } from '@/components/form/field-classes.ts'
import { Note } from '@/components/form/note.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { SelectField } from '@/components/form/select-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import type { IsoDate } from '@/lib/core/calendar-date.ts'
import { FGTS_CONTRACTS, FIRST_FGTS_MONTH } from '@/lib/fgts-check/fgts-check-options.ts'
import { formatMonth, todayIso } from '@/utils/format.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

import { issueText } from './fgts-issues.ts'
import { MonthLinesField } from './month-lines-field.tsx'

// The formulas carry the extract's parser: both load on first intent, never with the page.
const lib = lazyModule(() => import('@/lib/fgts-check/fgts-check.ts'))

// The month table is drawn only with a result: it loads after the form.
const FgtsCheckResultCard = lazyComponent(() =>
  import('./fgts-check-result.tsx').then((m) => ({ default: m.FgtsCheckResultCard })),
)

const fields = {
  salario: {
    kind: 'money',
    warn: (v: number) =>
      v > 0 && v < 100
        ? 'Salário muito baixo: confira se digitou o valor mensal.'
        : v > 500_000
          ? 'Salário muito alto: confira o valor.'
          : undefined,
    messages: {
      required: 'Informe o salário do mês, como 3.200,00.',
      'not-positive': 'O salário deve ser maior que zero.',
    },
  },
  inicio: {
    kind: 'text',
    messages: {
      required: 'Informe o mês em que o contrato começou.',
      invalid: 'Informe o mês e o ano, por exemplo janeiro de 2024.',
      'too-small': 'O FGTS de hoje começa em maio de 1990 (Lei 8.036/1990).',
    },
  },
  fim: {
    kind: 'text',
    messages: {
      required: 'Informe o último mês a conferir.',
      invalid: 'Informe o mês e o ano, por exemplo dezembro de 2026.',
      'date-order': 'O mês final deve ser o inicial ou depois dele.',
      future: 'O mês final está mais de um ano à frente.',
      'too-large': 'Confira até 50 anos de uma vez.',
    },
  },
  contrato: { kind: 'option', options: FGTS_CONTRACTS, initial: 'clt' },
} as const

const CONTRACT_OPTIONS = [
  { value: 'clt', label: 'Empregado CLT (8%)' },
  { value: 'aprendiz', label: 'Jovem aprendiz (2%)' },
  { value: 'domestico', label: 'Empregado doméstico (8% + 3,2%)' },
]

export default function FgtsCheck() {
  const [extrato, setExtrato] = useState('')
  const [aumentos, setAumentos] = useState('')
  const [extras, setExtras] = useState('')
  const [decimo, setDecimo] = useState(true)
  const form = useCalculatorForm({
    id: 'fgts-check',
    fields,
    lib,
    cards: [FgtsCheckResultCard],
    compute: (v, l) =>
      l.checkFgts({
        ...v,
        extrato,
        aumentos,
        extras,
        decimoTerceiro: decimo,
        today: todayIso() as IsoDate,
      }),
    // The extract stays in this page only: the history names the period, never a figure of it.
    history: (r) => ({
      inputs: `FGTS de ${formatMonth(r.rows[0]?.month ?? '')} a ${formatMonth(r.rows.at(-1)?.month ?? '')}`,
      result:
        r.missing.length + r.short.length === 0
          ? 'Todos os meses conferem'
          : `${r.missing.length + r.short.length} meses a conferir`,
    }),
  })
  const issues = form.result?.issues ?? []
  const warningsOf = (field: 'extrato' | 'aumentos' | 'extras') =>
    issues.filter((i) => i.field === field).map(issueText)
  const clear = () => {
    setExtrato('')
    setAumentos('')
    setExtras('')
    setDecimo(true)
    form.clear()
  }
  return (
    <CalculatorLayout
      form={form}
      label="Conferir os depósitos do FGTS"
      onClear={clear}
      intro={
        <Note>
          O extrato que você cola fica só no seu navegador: não é enviado a lugar nenhum, não entra
          no link nem no histórico.
        </Note>
      }
      result={(r) => <FgtsCheckResultCard r={r} />}
    >
      <FieldGrid>
        <NumberField
          field={form.field('salario')}
          label="Salário mensal (R$)"
          placeholder="Ex.: 3.200,00"
          hint="O do primeiro mês; aumentos vão no campo abaixo."
        />
        <SelectField field={form.field('contrato')} label="Contrato" options={CONTRACT_OPTIONS} />
        <DateField
          field={form.field('inicio')}
          type="month"
          label="Primeiro mês"
          min={FIRST_FGTS_MONTH}
        />
        <DateField
          field={form.field('fim')}
          type="month"
          label="Último mês"
          min={FIRST_FGTS_MONTH}
          hint="O mês da saída, ou o último do extrato."
        />
        <MonthLinesField
          label="Depósitos do extrato do FGTS"
          hint="Um mês por linha, com o valor depositado. Pode colar as linhas do extrato do app FGTS: linhas de JAM e de saque são ignoradas."
          placeholder={'01/2026 256,00\n02/2026 256,00'}
          value={extrato}
          onChange={setExtrato}
          warnings={warningsOf('extrato')}
          rows={6}
        />
        <MonthLinesField
          label="Aumentos de salário (opcional)"
          hint="O mês do aumento e o novo salário, um por linha."
          placeholder="05/2026 3.450,00"
          value={aumentos}
          onChange={setAumentos}
          warnings={warningsOf('aumentos')}
          rows={2}
        />
        <MonthLinesField
          label="Horas extras, adicionais e outros valores (opcional)"
          hint="O mês e o valor que entrou no salário daquele mês, um por linha: horas extras, adicionais, férias gozadas com o 1/3, verbas da rescisão."
          placeholder="03/2026 450,00"
          value={extras}
          onChange={setExtras}
          warnings={warningsOf('extras')}
          rows={2}
        />
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium sm:col-span-2">
          <input
            type="checkbox"
            role="switch"
            checked={decimo}
            onChange={(event) => setDecimo(event.target.checked)}
            className="peer sr-only"
          />
          <span aria-hidden className={switchTrackClasses} />
          <span>Incluir o 13º salário (metade em novembro, metade em dezembro)</span>
        </label>
      </FieldGrid>
    </CalculatorLayout>
  )
}
