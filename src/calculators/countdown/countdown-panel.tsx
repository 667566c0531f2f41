import { TimerOff } from 'lucide-react'
import { useRef } from 'react'

import { useBringIntoView } from '@/components/form/result-reveal.ts'
import { ShareResultButton } from '@/components/form/share-result-button.tsx'
import type { CountdownResult } from '@/lib/countdown/countdown.ts'
import { cn } from '@/utils/cn.ts'

import { EXPIRED_TEXT, remainingText, targetText } from './countdown-text.ts'

const UNITS = [
  { key: 'days', one: 'Dia', many: 'Dias' },
  { key: 'hours', one: 'Hora', many: 'Horas' },
  { key: 'minutes', one: 'Minuto', many: 'Minutos' },
  { key: 'seconds', one: 'Segundo', many: 'Segundos' },
] as const

/**
 * The running display. It sits outside any live region (role="timer" is not announced), so a
 * screen reader is not interrupted every second; the screen announces start and expiry itself.
 */
export function CountdownPanel({ countdown: c }: { countdown: CountdownResult }) {
  const heading = useRef<HTMLParagraphElement>(null)
  const timer = useRef<HTMLDivElement>(null)
  // Started from a link or the form's button, the countdown comes into view below the form.
  useBringIntoView(heading, timer)
  return (
    <div
      className={cn(
        'mt-6 flex flex-col gap-4 rounded-2xl border p-4 shadow-sm sm:p-6',
        c.isExpired ? 'border-destructive bg-destructive/10' : 'bg-card',
      )}
    >
      <div className="flex flex-col gap-1">
        <p
          ref={heading}
          className="text-muted-foreground scroll-mt-20 text-sm font-medium [[role=dialog]_&]:scroll-mt-4"
        >
          Contagem regressiva até
        </p>
        <p className="text-lg font-semibold sm:text-xl">{targetText(c)}</p>
        <p className="text-muted-foreground text-xs">Horário de Brasília (UTC−3)</p>
      </div>
      {c.isExpired ? (
        <div className="text-destructive flex items-start gap-2">
          <TimerOff aria-hidden className="mt-0.5 size-6 shrink-0" />
          <p className="font-semibold">
            <span className="block text-xl">Tempo Expirado!</span>
            <span>O prazo definido já passou.</span>
          </p>
        </div>
      ) : null}
      <div
        ref={timer}
        role="timer"
        aria-label={c.isExpired ? EXPIRED_TEXT : `Faltam ${remainingText(c)}`}
        className="grid grid-cols-4 gap-2"
      >
        {UNITS.map((unit) => (
          <div
            key={unit.key}
            className={cn('bg-muted flex flex-col items-center rounded-xl px-1 py-3')}
          >
            <span className="text-2xl font-bold tabular-nums sm:text-4xl">
              {String(c[unit.key]).padStart(unit.key === 'days' ? 1 : 2, '0')}
            </span>
            <span className="text-muted-foreground text-xs sm:text-sm">
              {c[unit.key] === 1 ? unit.one : unit.many}
            </span>
          </div>
        ))}
      </div>
      <p className="bg-muted text-muted-foreground rounded-lg px-3 py-2 text-sm">
        Tempo restante = data e hora do evento (horário de Brasília) − agora, atualizado a cada
        segundo.
      </p>
      <div>
        <ShareResultButton
          calculatorId="countdown"
          value={`Contagem regressiva até ${targetText(c)}`}
        />
      </div>
    </div>
  )
}
