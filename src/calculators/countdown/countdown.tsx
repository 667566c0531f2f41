import { CalculatorForm, FieldGrid } from '@/components/form/calculator-form.tsx'
import { DateField } from '@/components/form/date-field.tsx'
import { FormActions } from '@/components/form/form-actions.tsx'
import { STALE_TEXT } from '@/components/form/result-reveal.ts'
import { StaleResult } from '@/components/form/stale-result.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { calculateCountdown } from '@/lib/countdown/countdown.ts'
import { formatDate } from '@/utils/format.ts'

import { CountdownPanel } from './countdown-panel.tsx'
import { EXPIRED_TEXT, remainingText, targetText } from './countdown-text.ts'
import { useTickingCountdown } from './use-ticking-countdown.ts'

const fields = {
  data: {
    kind: 'date',
    messages: { required: 'Informe a data do evento.', invalid: 'Informe uma data válida.' },
  },
  hora: {
    kind: 'time',
    initial: '00:00',
    messages: {
      required: 'Informe a hora do evento.',
      invalid: 'Informe uma hora válida, como 23:59.',
    },
  },
} as const

export default function CountdownCalculator() {
  const form = useCalculatorForm({
    id: 'countdown',
    fields,
    // The instant is read only when computing; rendering never reads the clock.
    compute: (v) => calculateCountdown({ ...v, now: Date.now() }),
    history: (r) => ({
      inputs: `Até ${formatDate(r.data)} às ${r.hora}`,
      result: r.isExpired ? 'Tempo expirado' : `Faltavam ${remainingText(r)}`,
    }),
  })
  const start = form.result
  const shown = useTickingCountdown(start)

  // Announced only when the countdown starts and when it expires: never each second.
  const announcement = !start
    ? ''
    : form.stale
      ? STALE_TEXT
      : shown?.isExpired
        ? EXPIRED_TEXT
        : `Contagem iniciada até ${targetText(start)}: faltam ${remainingText(start)}.`

  return (
    <div>
      <CalculatorForm form={form} label="Iniciar contagem regressiva">
        <FieldGrid>
          <DateField field={form.field('data')} label="Data do evento" />
          <DateField
            field={form.field('hora')}
            type="time"
            label="Hora (horário de Brasília)"
            hint="Ex.: 23:59."
          />
        </FieldGrid>
        <FormActions onClear={form.clear} />
      </CalculatorForm>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div data-stale={form.stale || undefined}>
        <StaleResult stale={form.stale}>
          {shown ? <CountdownPanel countdown={shown} /> : null}
        </StaleResult>
      </div>
    </div>
  )
}
