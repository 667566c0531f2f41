import { ChevronDown, WandSparkles } from 'lucide-react'
import { type SubmitEvent, useEffect, useId, useState } from 'react'

import type { FieldState } from '@/components/form/calculator-form-types.ts'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { numberOptions, type FieldSpec } from '@/components/form/field-spec.ts'
import { messageFor } from '@/components/form/messages.ts'
import { NumberField } from '@/components/form/number-field.tsx'
import { Button } from '@/components/ui/button.tsx'
import { MAX_MONTHS } from '@/lib/income-tax/income-tax-options.ts'
import { formatMoney } from '@/utils/format.ts'
import { toInputText } from '@/utils/number-input.ts'
import { parseNumber } from '@/utils/parse-number.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

import { incomeTaxFields } from './income-tax-fields.ts'

// The salary calculator's formulas, fetched only when a person asks to fill from a salary.
const fill = lazyModule(() => import('@/lib/income-tax/from-salary.ts'))

const specs = {
  salario: {
    kind: 'money',
    messages: {
      required: 'Informe o salário bruto mensal.',
      'not-positive': 'O salário deve ser maior que zero.',
    },
  },
  meses: {
    kind: 'integer',
    initial: String(MAX_MONTHS),
    messages: {
      'too-small': 'Informe de 1 a 12 meses.',
      'too-large': 'Informe de 1 a 12 meses.',
      'not-integer': 'Informe um número inteiro de meses.',
    },
  },
} as const satisfies Record<string, FieldSpec>

type Name = keyof typeof specs

/** The panel's own fields: they fill the form, they are not parameters of its link. */
function useLocalFields(prefix: string) {
  const [values, setValues] = useState<Record<Name, string>>({
    salario: '',
    meses: specs.meses.initial,
  })
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({})
  const field = (name: Name): FieldState => ({
    id: `${prefix}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    errorId: `${prefix}-${name}-erro`,
    spec: specs[name],
    setValue: (text) => {
      setValues((v) => ({ ...v, [name]: text }))
      setErrors((e) => ({ ...e, [name]: undefined }))
    },
  })
  return { values, field, setErrors }
}

const asText = (value: number) =>
  toInputText(value, { ...numberOptions(incomeTaxFields.rendimentos), fixed: true })

type Filled = 'rendimentos' | 'inss' | 'irrf'

/** What the panel reads from the IRPF form (year, dependants) and fills in it. */
type FilledForm = {
  values: Readonly<Record<string, string>>
  setValue: (name: Filled, text: string) => void
}

/** The last fill: what it was computed from and what it wrote. */
type LastFill = {
  salario: number | null
  meses: number | null
  ano: string
  dependentes: string
  wrote: Record<Filled, string>
}

const plural = (n: number, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`

/**
 * "Preencher a partir do salário": a monthly gross, the form's dependants and year, and the
 * months worked give the year's income, INSS and IRRF by the salary calculator's formulas.
 */
export function SalaryFill({ form }: { form: FilledForm }) {
  const prefix = useId()
  const { values, field, setErrors } = useLocalFields(prefix)
  const [said, setSaid] = useState('')

  const [last, setLast] = useState<LastFill | null>(null)
  const ano = form.values.ano ?? ''
  const dependentes = form.values.dependentes ?? ''

  /** Computes the year from the salary and the form's year and dependants; writes it when valid. */
  const compute = async (salario: number | null, meses: number | null) => {
    const module = await fill.load()
    const outcome = module.fromSalary({
      ano: parseNumber(ano),
      salario,
      meses,
      dependentes: parseNumber(dependentes),
    })
    if (!outcome.ok) return outcome
    const r = outcome.value
    const wrote = { rendimentos: asText(r.rendimentos), inss: asText(r.inss), irrf: asText(r.irrf) }
    form.setValue('rendimentos', wrote.rendimentos)
    form.setValue('inss', wrote.inss)
    form.setValue('irrf', wrote.irrf)
    setLast({ salario, meses, ano, dependentes, wrote })
    const who = plural(r.dependents, 'dependente', 'dependentes')
    setSaid(
      `Preenchido com ${String(r.months)} meses de salário em ${String(r.year)} e ${who}: rendimentos de ${formatMoney(r.rendimentos)}, INSS de ${formatMoney(r.inss)} e IRRF de ${formatMoney(r.irrf)}. Some férias e outros rendimentos, informe as deduções e toque em Calcular.`,
    )
    return outcome
  }

  // Dependants or the year typed after the fill change the IRRF withheld: the fill is redone,
  // as long as the three fields still hold what it wrote (a figure the person typed over stays).
  useEffect(() => {
    if (!last || (last.ano === ano && last.dependentes === dependentes)) return
    const untouched = (Object.keys(last.wrote) as Filled[]).every(
      (name) => form.values[name] === last.wrote[name],
    )
    // After the module is here (a callback, not the effect body, sets the fields).
    if (untouched) void fill.load().then(() => compute(last.salario, last.meses))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ano, dependentes])

  const submit = async (event: SubmitEvent) => {
    event.preventDefault()
    const outcome = await compute(parseNumber(values.salario), parseNumber(values.meses))
    if (!outcome.ok) {
      const next: Partial<Record<Name, string>> = {}
      for (const error of outcome.errors)
        if (error.field === 'salario' || error.field === 'meses')
          next[error.field] = messageFor(error, specs[error.field])
        else if (error.field === 'dependentes') setSaid('Corrija o número de dependentes abaixo.')
      setErrors(next)
      const first = Object.keys(next)[0]
      if (first) document.getElementById(`${prefix}-${first}`)?.focus()
    }
  }

  return (
    <details className="group no-print mb-4 rounded-xl border">
      <summary className="hover:bg-muted/60 flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold select-none [&::-webkit-details-marker]:hidden">
        <span className="flex-1">Preencher a partir do salário</span>
        <ChevronDown
          aria-hidden
          className="text-muted-foreground size-4 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Preencher a partir do salário"
        className="flex flex-col gap-4 border-t px-3 py-3"
      >
        <p className="text-muted-foreground text-sm">
          Estima os rendimentos, o INSS e o IRRF do ano com o salário bruto mensal e o ano e os
          dependentes do formulário abaixo; mudá-los depois refaz a estimativa. O 13º fica de fora:
          é tributado à parte.
        </p>
        <FieldGrid>
          <NumberField
            field={field('salario')}
            label="Salário bruto mensal (R$)"
            placeholder="Ex.: 5.000,00"
          />
          <NumberField
            field={field('meses')}
            label="Meses trabalhados no ano"
            placeholder="Ex.: 12"
            unit="meses"
          />
        </FieldGrid>
        <div>
          {/* The label wraps on a narrow phone rather than widening the page. */}
          <Button type="submit" variant="outline" size="lg" className="py-2">
            <WandSparkles aria-hidden />
            <span className="whitespace-normal">Preencher rendimentos, INSS e IRRF</span>
          </Button>
        </div>
        <p role="status" className="text-sm">
          {said}
        </p>
      </form>
    </details>
  )
}
