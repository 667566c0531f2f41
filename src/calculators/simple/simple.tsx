import { Delete, Trash2 } from 'lucide-react'
import { useRef, useState } from 'react'

import { Button } from '@/components/ui/button.tsx'
import { recordResult } from '@/providers/history-store.ts'
import {
  clearSimpleHistory,
  initialSimpleState,
  pressSimple,
  type SimpleError,
  type SimpleKey,
  type SimpleState,
} from '@/lib/simple/simple.ts'

import { formatDisplay } from '@/components/keypad/display-format.ts'
import { KeypadButton, KeypadDisplay } from '@/components/keypad/keypad.tsx'
import { OPERATOR_SIGNS, SIMPLE_KEYS, simpleKeyOf } from './simple-keys.ts'
import { useKeypadKeys } from '@/components/keypad/use-keypad-keys.ts'

const ERRORS: Record<SimpleError, string> = {
  'division-by-zero': 'Não é possível dividir por zero',
  overflow: 'Resultado grande demais para exibir',
  invalid: 'Potência sem resultado real (base negativa e expoente fracionário)',
}

/** A full-precision operand ("0.333…" with 40 digits) as the display shows it: 15 digits. */
function shortOperand(exact: string): string {
  return formatDisplay(String(Number(Number(exact).toPrecision(15))))
}

function pendingLine(state: SimpleState): string | undefined {
  if (!state.pending) return undefined
  return `${shortOperand(state.pending.a)} ${OPERATOR_SIGNS[state.pending.op]}`
}

/** Clearing keys that would change nothing give Escape back to the page (it closes the modal). */
function changes(state: SimpleState, key: SimpleKey): boolean {
  const next = pressSimple(state, key)
  return (
    next.display !== state.display || next.pending !== state.pending || next.error !== state.error
  )
}

export default function SimpleCalculator() {
  const [state, setState] = useState<SimpleState>(initialSimpleState)
  // Keys can arrive faster than renders; each one must see the state the previous one left.
  const current = useRef(state)

  function update(next: SimpleState) {
    current.current = next
    setState(next)
  }

  function press(key: SimpleKey): boolean {
    const state = current.current
    if ((key === 'C' || key === 'CE') && !changes(state, key)) return false
    const next = pressSimple(state, key)
    update(next)
    const line = next.history.at(-1)
    if (key === '=' && !next.error && line && next.history !== state.history) {
      recordResult(
        'simple',
        {
          inputs: `${formatDisplay(line.a)} ${OPERATOR_SIGNS[line.op]} ${formatDisplay(line.b)}`,
          result: formatDisplay(line.result),
        },
        '/calculadora-simples',
      )
    }
    return true
  }

  const { keypad, lit, flash } = useKeypadKeys(simpleKeyOf, press)

  function click(key: SimpleKey) {
    press(key)
    flash(key)
  }

  const text = state.error ? ERRORS[state.error] : formatDisplay(state.display)

  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <div ref={keypad} className="flex flex-col gap-3">
        <KeypadDisplay
          text={text}
          above={pendingLine(state)}
          error={state.error !== null}
          action={
            <button
              type="button"
              aria-label="apagar último dígito"
              onClick={() => click('backspace')}
              data-lit={lit === 'backspace' || undefined}
              className="text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-ring data-[lit]:bg-muted flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg focus-visible:outline-2"
            >
              <Delete aria-hidden className="size-6" />
            </button>
          }
        />
        <div role="group" aria-label="Teclado" className="grid grid-cols-4 gap-2">
          {SIMPLE_KEYS.map((k) => (
            <KeypadButton
              key={k.key}
              label={k.label}
              tone={k.tone}
              lit={lit === k.key}
              onPress={() => click(k.key)}
            >
              {k.text}
            </KeypadButton>
          ))}
        </div>
      </div>
      <section aria-labelledby="simples-historico" className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-3">
          <h2 id="simples-historico" className="text-base font-semibold">
            Últimas contas
          </h2>
          <Button
            variant="outline"
            size="sm"
            className="no-print"
            onClick={() => update(clearSimpleHistory(current.current))}
            disabled={state.history.length === 0}
          >
            <Trash2 aria-hidden />
            Limpar histórico
          </Button>
        </div>
        {state.history.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            As últimas 5 contas aparecem aqui quando você pressiona =.
          </p>
        ) : (
          <ol className="divide-y rounded-xl border" aria-label="Últimas contas">
            {[...state.history].reverse().map((line, index) => (
              <li
                key={index}
                className="flex flex-wrap justify-end gap-x-1.5 px-3 py-2 text-right [overflow-wrap:anywhere] tabular-nums"
              >
                <span>
                  {formatDisplay(line.a)} {OPERATOR_SIGNS[line.op]} {formatDisplay(line.b)} =
                </span>{' '}
                <strong>{formatDisplay(line.result)}</strong>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}
