import { useId, useState } from 'react'

import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { controlClasses, describedBy } from '@/components/form/field-classes.ts'
import { FieldFrame } from '@/components/form/field-frame.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { SwitchField } from '@/components/form/switch-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { type SharedField, useSharedField } from '@/components/form/use-shared-field.ts'
import { YES_NO } from '@/lib/labor/labor-options.ts'
import { cn } from '@/utils/cn.ts'
import { formatMoney, formatNumber } from '@/utils/format.ts'
import { lazyModule } from '@/utils/lazy-module.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'
import { LABOR_MODES } from './labor-modes.ts'

// The result card is drawn only once there is a result: it loads after the form, fetched when
// the screen mounts (the JavaScript budget).
const OvertimeResultCard = lazyComponent(() =>
  import('./overtime-result.tsx').then((m) => ({ default: m.OvertimeResultCard })),
)

const overtimeLib = lazyModule(() => import('@/lib/labor/overtime.ts'))

const hoursMessages = {
  negative: 'As horas extras não podem ser negativas.',
  'not-positive': 'As horas extras devem ser mais que zero.',
  'too-large': 'Informe no máximo 744 horas (um mês inteiro).',
}

// Field names are the link's parameters: valorHora, horas, adicional and noturno are the
// links of before and keep their meaning.
const overtimeFields = {
  valorHora: {
    kind: 'money',
    messages: {
      required: 'Informe o valor da hora normal.',
      'not-positive': 'O valor da hora deve ser maior que zero.',
    },
  },
  salario: {
    kind: 'money',
    messages: {
      required: 'Informe o salário mensal.',
      'not-positive': 'O salário deve ser maior que zero.',
    },
  },
  // Empty is 220 h, as the placeholder shows: the link leaves out the default (docs/decisions.md §4).
  jornada: {
    kind: 'decimal',
    messages: {
      'not-positive': 'A jornada mensal deve ser maior que zero.',
      'too-large': 'Informe no máximo 744 horas por mês.',
    },
  },
  horas50: {
    kind: 'decimal',
    messages: {
      ...hoursMessages,
      required: 'Informe as horas extras (a 50%, a 100% ou com outro adicional).',
    },
  },
  horas100: { kind: 'decimal', messages: hoursMessages },
  horas: { kind: 'decimal', messages: hoursMessages },
  adicional: {
    kind: 'percent',
    messages: {
      negative: 'O adicional não pode ser negativo.',
      'too-large': 'Informe um adicional de até 300%.',
    },
  },
  noturno: { kind: 'option', options: YES_NO, initial: 'nao' },
  mes: {
    kind: 'text',
    messages: { invalid: 'Escolha um mês válido, no formato AAAA-MM (ex.: 2026-04).' },
  },
  feriadosLocais: {
    kind: 'integer',
    messages: { 'too-large': 'Informe no máximo 10 feriados locais no mês.' },
  },
} as const

/** Browsers without a month picker show a text box, where people write 04/2026. */
function monthValue(text: string): string {
  const typed = /^\s*(\d{1,2})\s*\/\s*(\d{4})\s*$/.exec(text)
  return typed ? `${typed[2] ?? ''}-${(typed[1] ?? '').padStart(2, '0')}` : text
}

type HourSource = 'salario' | 'valorHora'
const HOUR_SOURCES: readonly { value: HourSource; label: string }[] = [
  { value: 'salario', label: 'Salário mensal' },
  { value: 'valorHora', label: 'Valor da hora' },
]

export function OvertimeTab({ salary }: { salary?: SharedField }) {
  const [picked, setPicked] = useState<HourSource | null>(null)
  const sourceName = useId()

  const overtime = useCalculatorForm({
    id: 'labor',
    fields: overtimeFields,
    mode: LABOR_MODES.of('horas-extras'),
    lib: overtimeLib,
    cards: [OvertimeResultCard],
    // From the values computed, not this render's: a link's values arrive with the first run.
    compute: (v, lib) =>
      lib.calculateOvertime(
        v,
        picked ?? (v.valorHora !== null && v.salario === null ? 'valorHora' : 'salario'),
      ),
    history: (r) => ({
      inputs: [
        r.lines
          .map((l) => `${formatNumber(l.clockHours, 2)} h a ${formatNumber(l.rate, 2)}%`)
          .join(' + '),
        `hora ${formatMoney(r.hourValue)}${r.night ? ', noturnas' : ''}`,
        r.dsr ? `DSR ${String(r.dsr.month).padStart(2, '0')}/${String(r.dsr.year)}` : '',
      ]
        .filter(Boolean)
        .join(', '),
      result: `Total ${formatMoney(r.total)}`,
    }),
  })
  const { values } = overtime
  // A link with the hour's value (the links of before) opens on it; otherwise the salary.
  const source: HourSource =
    picked ?? (values.valorHora && !values.salario ? 'valorHora' : 'salario')
  const mes = overtime.field('mes')
  // Only while the salary is the way the hour is given: the hour's value hides the salary field,
  // which must stay empty then (and out of the link).
  useSharedField(overtime, 'salario', source === 'salario' ? salary : undefined)

  return (
    <CalculatorLayout
      form={overtime}
      label="Calcular horas extras"
      onClear={() => {
        setPicked(null)
        overtime.clear()
      }}
      result={(r) => <OvertimeResultCard r={r} />}
    >
      <FieldGrid>
        <fieldset className="flex flex-col gap-1.5 sm:col-span-2">
          <legend className="mb-1.5 text-sm font-medium">Como informar a hora normal</legend>
          <div className="bg-muted grid grid-cols-2 gap-0.5 rounded-xl border p-0.5">
            {HOUR_SOURCES.map((option) => (
              <label
                key={option.value}
                className={cn(
                  'text-muted-foreground flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-2 text-center text-sm font-medium',
                  'has-checked:bg-card has-checked:text-foreground has-checked:shadow-sm',
                  'has-focus-visible:outline-ring has-focus-visible:outline-2',
                )}
              >
                <input
                  type="radio"
                  name={sourceName}
                  value={option.value}
                  checked={source === option.value}
                  onChange={() => {
                    setPicked(option.value)
                    // The other way's figures go, so the link carries only what is used.
                    if (option.value === 'salario') {
                      overtime.setValue('valorHora', '')
                    } else {
                      overtime.setValue('salario', '')
                      overtime.setValue('jornada', '')
                    }
                  }}
                  className="sr-only"
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        {source === 'salario' ? (
          <>
            <NumberField
              field={overtime.field('salario')}
              label="Salário mensal (R$)"
              placeholder="Ex.: 3.000,00"
            />
            <NumberField
              field={overtime.field('jornada')}
              label="Jornada mensal"
              placeholder="220"
              unit="h"
              hint="Vazio: 220 h (44 h semanais); 200 h para 40 h; 180 h para 36 h."
            />
          </>
        ) : (
          <NumberField
            field={overtime.field('valorHora')}
            label="Valor da hora normal (R$)"
            placeholder="Ex.: 20,00"
            hint="Salário ÷ 220 para quem trabalha 44 h por semana."
          />
        )}
        <NumberField
          field={overtime.field('horas50')}
          label="Horas extras a 50%"
          placeholder="Ex.: 10"
          unit="h"
          hint="Em dias úteis, além da jornada."
        />
        <NumberField
          field={overtime.field('horas100')}
          label="Horas extras a 100%"
          placeholder="Ex.: 4"
          unit="h"
          hint="Em domingos e feriados não compensados."
        />
        <NumberField
          field={overtime.field('horas')}
          label="Outras horas extras"
          placeholder="Ex.: 2"
          unit="h"
          hint="Com o percentual da convenção coletiva."
        />
        <NumberField
          field={overtime.field('adicional')}
          label="Adicional dessas horas (%)"
          placeholder="Ex.: 60"
          hint="O das outras horas extras; vazio conta 50%."
        />
        <div className="sm:col-span-2">
          <SwitchField
            field={overtime.field('noturno')}
            label="Horas noturnas (22h às 5h)"
            hint="Soma o adicional noturno de 20% e conta a hora de 52min30s (CLT art. 73)."
          />
        </div>
        <FieldFrame
          field={mes}
          label="Mês das horas, para o DSR (opcional)"
          hint="Soma o descanso semanal remunerado do mês, com os domingos e feriados nacionais."
        >
          <input
            id={mes.id}
            name={mes.name}
            type="month"
            value={mes.value}
            min="1900-01"
            max="2200-12"
            placeholder="AAAA-MM"
            onChange={(event) => mes.setValue(monthValue(event.target.value))}
            aria-invalid={mes.error ? true : undefined}
            aria-describedby={describedBy(mes, true)}
            className={controlClasses}
          />
        </FieldFrame>
        {mes.value ? (
          <NumberField
            field={overtime.field('feriadosLocais')}
            label="Feriados estaduais e municipais no mês"
            placeholder="Ex.: 1"
            hint="Do local de trabalho, fora dos domingos; os nacionais já contam."
          />
        ) : null}
      </FieldGrid>
    </CalculatorLayout>
  )
}
