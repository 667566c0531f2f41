import { Suspense, useEffect, useId, useState } from 'react'

import { CalculatorForm, FieldGrid } from '@/components/form/calculator-form.tsx'
import { controlClasses } from '@/components/form/field-classes.ts'
import { FormActions } from '@/components/form/form-actions.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { ResultRegion } from '@/components/form/result-region.tsx'
import { SwitchField } from '@/components/form/switch-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { ok } from '@/lib/core/outcome.ts'
import { YES_NO } from '@/lib/labor/labor-options.ts'
import { formatMoney, formatNumber } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'

// The result card is drawn only once there is a result: it loads after the form, fetched when
// the screen mounts (the JavaScript budget).
const loadOvertimeResult = () => import('./overtime-result.tsx')
const OvertimeResultCard = lazyComponent(() =>
  loadOvertimeResult().then((m) => ({ default: m.OvertimeResultCard })),
)

const overtimeLib = lazyModule(() => import('@/lib/labor/overtime.ts'))

const overtimeFields = {
  valorHora: {
    kind: 'money',
    messages: {
      required: 'Informe o valor da hora normal.',
      'not-positive': 'O valor da hora deve ser maior que zero.',
    },
  },
  horas: {
    kind: 'decimal',
    messages: {
      required: 'Informe quantas horas extras foram feitas.',
      'not-positive': 'As horas extras devem ser mais que zero.',
      'too-large': 'Informe no máximo 744 horas (um mês inteiro).',
    },
  },
  adicional: {
    kind: 'percent',
    initial: '50',
    messages: {
      negative: 'O adicional não pode ser negativo.',
      'too-large': 'Informe um adicional de até 300%.',
    },
  },
  noturno: { kind: 'option', options: YES_NO, initial: 'nao' },
} as const

/** 50% and 100% are the legal cases; anything else is a collective agreement's percentage. */
const RATE_CHOICES = [
  { value: '50', label: '50% — dias úteis' },
  { value: '100', label: '100% — domingos e feriados' },
  { value: 'outro', label: 'Outro percentual' },
] as const

export function OvertimeTab() {
  const [customRate, setCustomRate] = useState(false)
  const rateChoiceId = useId()
  useEffect(() => {
    void loadOvertimeResult()
  }, [])

  const overtime = useCalculatorForm({
    id: 'labor',
    fields: overtimeFields,
    mode: { value: 'horas-extras', isDefault: false },
    lib: overtimeLib,
    compute: (v, lib) => {
      const outcome = lib.calculateOvertime(v)
      return outcome.ok ? ok({ ...outcome.value, clockHours: v.horas ?? 0 }) : outcome
    },
    history: (r) => ({
      inputs: `${formatNumber(r.clockHours, 2)} h de ${formatMoney(r.hourValue)} + ${formatNumber(r.extraRate, 2)}%${r.night ? ', noturnas' : ''}`,
      result: `Total ${formatMoney(r.totalExtra)}`,
    }),
  })
  const rate = overtime.values.adicional ?? ''
  const rateChoice = customRate || (rate !== '50' && rate !== '100') ? 'outro' : rate

  return (
    <>
      <CalculatorForm form={overtime} label="Calcular horas extras">
        <FieldGrid>
          <NumberField
            field={overtime.field('valorHora')}
            label="Valor da hora normal (R$)"
            placeholder="Ex.: 20,00"
            hint="Salário ÷ 220 para quem trabalha 44 h por semana."
          />
          <NumberField
            field={overtime.field('horas')}
            label="Horas extras feitas"
            placeholder="Ex.: 10"
            unit="h"
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={rateChoiceId} className="text-sm font-medium">
              Adicional de hora extra
            </label>
            <select
              id={rateChoiceId}
              value={rateChoice}
              onChange={(event) => {
                const choice = event.target.value
                setCustomRate(choice === 'outro')
                if (choice !== 'outro') overtime.setValue('adicional', choice)
              }}
              className={`${controlClasses} cursor-pointer`}
            >
              {RATE_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
          {rateChoice === 'outro' ? (
            <NumberField
              field={overtime.field('adicional')}
              label="Adicional (%)"
              placeholder="Ex.: 60"
              hint="O percentual da convenção coletiva."
            />
          ) : null}
          <div className="sm:col-span-2">
            <SwitchField
              field={overtime.field('noturno')}
              label="Horas noturnas (22h às 5h)"
              hint="Soma o adicional noturno de 20% e conta a hora de 52min30s (CLT art. 73)."
            />
          </div>
        </FieldGrid>
        <FormActions
          onClear={() => {
            setCustomRate(false)
            overtime.clear()
          }}
        />
      </CalculatorForm>
      <ResultRegion>
        <Suspense fallback={null}>
          {overtime.result ? <OvertimeResultCard r={overtime.result} /> : null}
        </Suspense>
      </ResultRegion>
    </>
  )
}
