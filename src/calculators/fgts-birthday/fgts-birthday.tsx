import { useState } from 'react'

import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import type { FieldState } from '@/components/form/calculator-form-types.ts'
import type { IsoDate } from '@/lib/core/calendar-date.ts'
import { formatMoney, todayIso } from '@/utils/format.ts'
import { parseNumber } from '@/utils/parse-number.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

const lib = lazyModule(() => import('@/lib/fgts-birthday/fgts-birthday.ts'))

// The result, with its table of years, loads after the form.
const FgtsBirthdayResultCard = lazyComponent(() =>
  import('./fgts-birthday-result.tsx').then((m) => ({ default: m.FgtsBirthdayResultCard })),
)

const fields = {
  saldo: {
    kind: 'money',
    messages: {
      required: 'Informe o saldo do FGTS, somando todas as contas.',
      negative: 'O saldo não pode ser negativo.',
    },
  },
  mesNascimento: {
    kind: 'integer',
    messages: {
      required: 'Informe o mês do seu aniversário, de 1 (janeiro) a 12 (dezembro).',
      'too-small': 'O mês de nascimento vai de 1 (janeiro) a 12 (dezembro).',
      'too-large': 'O mês de nascimento vai de 1 (janeiro) a 12 (dezembro).',
      'not-integer': 'O mês de nascimento vai de 1 (janeiro) a 12 (dezembro).',
    },
  },
  depositosContrato: {
    kind: 'money',
    messages: { negative: 'Os depósitos não podem ser negativos.' },
  },
} as const

const RATE_SPEC = {
  kind: 'percent',
  messages: { negative: 'A taxa não pode ser negativa.' },
} as const

export default function FgtsBirthday() {
  const [taxa, setTaxa] = useState('')
  // Read as every other number field reads a Brazilian's typing; a rate the library refuses is
  // explained beside the field, since this field is outside the form's own fields.
  const rate = parseNumber(taxa)
  const rateError =
    rate === null
      ? undefined
      : Number.isNaN(rate)
        ? 'Digite a taxa como número, por exemplo 1,79.'
        : rate > 100
          ? 'A taxa vai até 100% ao mês.'
          : undefined
  const form = useCalculatorForm({
    id: 'fgts-birthday',
    fields,
    lib,
    cards: [FgtsBirthdayResultCard],
    compute: (v, l) =>
      l.calculateFgtsBirthday({
        saldo: v.saldo,
        mesNascimento: v.mesNascimento,
        depositosContrato: v.depositosContrato,
        taxa: rate,
        today: todayIso() as IsoDate,
      }),
    history: (r, v) => ({
      inputs: `Saldo ${formatMoney(v.saldo ?? 0)}`,
      result: `Saque-aniversário ${formatMoney(r.withdrawal)}`,
    }),
  })
  // The bank's rate is a what-if, kept out of the link: only the law's inputs are shared.
  const rateField: FieldState = {
    id: `${form.formProps.id}-taxa`,
    name: 'taxa',
    value: taxa,
    error: rateError,
    errorId: `${form.formProps.id}-taxa-erro`,
    spec: RATE_SPEC,
    setValue: setTaxa,
  }
  return (
    <CalculatorLayout
      form={form}
      label="Calcular o saque-aniversário"
      onClear={() => {
        setTaxa('')
        form.clear()
      }}
      result={(r) => <FgtsBirthdayResultCard r={r} />}
    >
      <FieldGrid>
        <NumberField
          field={form.field('saldo')}
          label="Saldo do FGTS (R$)"
          placeholder="Ex.: 6.400,00"
          hint="A soma de todas as contas, no app FGTS."
        />
        <NumberField
          field={form.field('mesNascimento')}
          label="Mês do aniversário (1 a 12)"
          placeholder="Ex.: 6"
          hint="1 é janeiro, 12 é dezembro."
        />
        <NumberField
          field={form.field('depositosContrato')}
          label="Depósitos do contrato atual, com juros (R$, opcional)"
          placeholder="Ex.: 18.500,00"
          hint="A base da multa de 40%; saques não a reduzem. Vazio: o saldo."
        />
        <NumberField
          field={rateField}
          label="Juros da antecipação pelo banco (% ao mês, opcional)"
          placeholder="Ex.: 1,79"
        />
      </FieldGrid>
    </CalculatorLayout>
  )
}
