import { CalculatorLayout } from '@/components/form/calculator-layout.tsx'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { DateField } from '@/components/form/date-field.tsx'
import { NumberField } from '@/components/form/number-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { formatMoney, todayIso } from '@/utils/format.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'
import { lazyModule } from '@/utils/lazy-module.ts'

const nightShiftLib = lazyModule(() => import('@/lib/night-shift/night-shift.ts'))

// The card is drawn only with a result: it loads after the form (the JavaScript budget).
const NightShiftResultCard = lazyComponent(() =>
  import('./night-shift-result.tsx').then((m) => ({ default: m.NightShiftResultCard })),
)

// Field names are the link's parameters (public: never rename one).
const fields = {
  salario: {
    kind: 'money',
    messages: {
      required: 'Informe o salário mensal.',
      'not-positive': 'O salário deve ser maior que zero.',
    },
  },
  // Empty is 220 h, as the placeholder shows: the link leaves out the default.
  jornada: {
    kind: 'decimal',
    messages: {
      'not-positive': 'A jornada mensal deve ser maior que zero.',
      'too-large': 'Informe no máximo 744 horas por mês.',
    },
  },
  noites: {
    kind: 'integer',
    messages: {
      required: 'Informe quantas noites você trabalha no mês.',
      negative: 'O número de noites não pode ser negativo.',
      'too-large': 'Um mês tem no máximo 31 noites.',
      'not-integer': 'Informe um número inteiro de noites.',
    },
  },
  entrada: {
    kind: 'time',
    messages: {
      required: 'Informe a hora de entrada.',
      invalid: 'Informe uma hora válida, como 22:00.',
    },
  },
  saida: {
    kind: 'time',
    messages: {
      required: 'Informe a hora de saída.',
      invalid: 'Informe uma hora válida, como 05:00.',
      zero: 'A saída deve ser diferente da entrada.',
    },
  },
  mes: {
    kind: 'text',
    messages: { invalid: 'Escolha um mês válido, como abril de 2026.' },
  },
} as const

export default function NightShiftCalculator() {
  const form = useCalculatorForm({
    id: 'night-shift',
    fields,
    lib: nightShiftLib,
    cards: [NightShiftResultCard],
    // An empty month is this month: "today" is read only when computing, never while rendering.
    compute: (v, lib) => lib.calculateNightShift({ ...v, today: todayIso() }),
    history: (r) => ({
      inputs: `${String(r.nights)} noites, ${formatMoney(r.hour)} por hora`,
      result: `Adicional noturno com DSR ${formatMoney(r.total)}`,
    }),
  })
  return (
    <CalculatorLayout
      form={form}
      label="Calcular o adicional noturno"
      result={(r) => <NightShiftResultCard r={r} />}
    >
      <FieldGrid>
        <NumberField
          field={form.field('salario')}
          label="Salário mensal (R$)"
          placeholder="Ex.: 2.640,00"
        />
        <NumberField
          field={form.field('jornada')}
          label="Jornada mensal (divisor)"
          placeholder="220"
          unit="h"
          hint="Vazio: 220 h (44 h semanais); 200 h para 40 h; 180 h para 36 h."
        />
        <DateField field={form.field('entrada')} type="time" label="Entrada" hint="Ex.: 22:00." />
        <DateField
          field={form.field('saida')}
          type="time"
          label="Saída"
          hint="Antes da entrada: no dia seguinte (22:00 às 06:00)."
        />
        <NumberField
          field={form.field('noites')}
          label="Noites trabalhadas no mês"
          placeholder="Ex.: 22"
        />
        <DateField
          field={form.field('mes')}
          type="month"
          label="Mês, para o DSR (opcional)"
          hint="Vazio: o mês atual. Conta os domingos e feriados nacionais do mês."
        />
      </FieldGrid>
    </CalculatorLayout>
  )
}
