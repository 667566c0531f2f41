import { Delete } from 'lucide-react'
import { useRef, useState } from 'react'

import { formatNumberDisplay } from '@/components/keypad/display-format.ts'
import { KeypadButton, KeypadDisplay } from '@/components/keypad/keypad.tsx'
import { useKeypadKeys } from '@/components/keypad/use-keypad-keys.ts'
import { recordResult } from '@/providers/history-store.ts'
import {
  type AngleMode,
  evaluateExpression,
  type ScientificError,
  type ScientificOutcome,
} from '@/lib/scientific/scientific.ts'
import { cn } from '@/utils/cn.ts'

import {
  applyPostfix,
  applyPrefix,
  canAddPoint,
  evalText,
  resultToken,
  showTokens,
  type Token,
  toggleSign,
} from './expression.ts'
import {
  BACKSPACE,
  BASIC_KEYS,
  FUNCTION_KEYS,
  type ScientificKeyDef,
  scientificKeyById,
  scientificKeyOf,
} from './scientific-keys.ts'

const ERRORS: Record<ScientificError, string> = {
  'division-by-zero': 'Não é possível dividir por zero',
  'invalid-input': 'Entrada inválida',
}

type State = {
  tokens: Token[]
  /** The last evaluation: what was evaluated and its outcome. */
  last: { shown: string; outcome: ScientificOutcome } | null
  /** "=" was just pressed: the display shows the result and the next entry starts afresh. */
  fresh: boolean
}

const EMPTY: State = { tokens: [], last: null, fresh: false }

const TRIG = /sin|cos|tan/

function previousValue(state: State): Token[] {
  const outcome = state.last?.outcome
  return state.fresh && outcome?.ok ? [resultToken(outcome.value)] : []
}

/** The expression the next key continues: a new one after "=", except for operators. */
function base(state: State, continues: boolean): Token[] {
  if (!state.fresh) return state.tokens
  return continues ? previousValue(state) : []
}

function next(state: State, key: ScientificKeyDef, mode: AngleMode): State | null {
  const action = key.action
  const typing = (tokens: Token[]): State => ({ ...state, tokens, fresh: false })
  switch (action.type) {
    case 'insert':
      return typing([...base(state, false), action.token])
    case 'after':
      return typing([...base(state, true), action.token])
    // The number on the display: the result just shown, or the operand being typed.
    case 'prefix':
      return typing(applyPrefix(state.fresh ? previousValue(state) : state.tokens, action.token))
    case 'postfix': {
      const tokens = applyPostfix(state.fresh ? previousValue(state) : state.tokens, action.token)
      return tokens ? typing(tokens) : null
    }
    case 'point': {
      const tokens = base(state, false)
      if (!canAddPoint(tokens)) return null
      const last = tokens.at(-1)
      return typing(
        last !== undefined && /^\d$/.test(last) ? [...tokens, '.'] : [...tokens, '0', '.'],
      )
    }
    case 'sign': {
      // A result changes sign as a value, so that ± then x² squares −5 into 25.
      const outcome = state.last?.outcome
      if (state.fresh && outcome?.ok) return typing([resultToken(-outcome.value)])
      return typing(toggleSign(base(state, true)))
    }
    case 'equals': {
      if (state.fresh || state.tokens.length === 0) return null
      const outcome = evaluateExpression(evalText(state.tokens), mode)
      return {
        tokens: state.tokens,
        last: { shown: showTokens(state.tokens), outcome },
        fresh: true,
      }
    }
    case 'clear':
      return state.tokens.length === 0 && state.last === null ? null : EMPTY
    case 'clear-entry': {
      if (state.fresh) return { ...state, tokens: [], fresh: false }
      if (state.tokens.length === 0) return null
      const tokens = [...state.tokens]
      const numberAtEnd = /^[\d.]$/
      if (numberAtEnd.test(tokens.at(-1) ?? '')) {
        while (numberAtEnd.test(tokens.at(-1) ?? '')) tokens.pop()
      } else tokens.pop()
      return typing(tokens)
    }
    case 'backspace':
      if (state.fresh || state.tokens.length === 0) return null
      return typing(state.tokens.slice(0, -1))
  }
}

export default function ScientificCalculator() {
  const [state, setState] = useState<State>(EMPTY)
  const [mode, setMode] = useState<AngleMode>('RAD')
  // Keys can arrive faster than renders; each one must see the state the previous one left.
  const current = useRef({ state, mode })

  function press(key: ScientificKeyDef): boolean {
    const after = next(current.current.state, key, current.current.mode)
    if (after === null) return false
    current.current.state = after
    setState(after)
    const outcome = after.last?.outcome
    if (key.action.type === 'equals' && after.last && outcome?.ok) {
      const angle = TRIG.test(evalText(after.tokens)) ? ` (${current.current.mode})` : ''
      recordResult(
        'scientific',
        { inputs: `${after.last.shown}${angle}`, result: formatNumberDisplay(outcome.value) },
        '/calculadora-cientifica',
      )
    }
    return true
  }

  const { keypad, lit, flash } = useKeypadKeys(
    (k) => scientificKeyOf(k)?.id ?? null,
    (id) => {
      const key = scientificKeyById(id)
      return key ? press(key) : false
    },
  )

  function click(key: ScientificKeyDef) {
    press(key)
    flash(key.id)
  }

  const outcome = state.last?.outcome
  let text: string
  let above: string | undefined
  if (state.fresh && state.last && outcome) {
    text = outcome.ok ? formatNumberDisplay(outcome.value) : ERRORS[outcome.error]
    above = `${state.last.shown} =`
  } else {
    text = showTokens(state.tokens) || '0'
    above =
      state.last && outcome?.ok
        ? `${state.last.shown} = ${formatNumberDisplay(outcome.value)}`
        : undefined
  }

  const renderKey = (key: ScientificKeyDef) => (
    <KeypadButton
      key={key.id}
      label={key.label}
      tone={key.tone}
      lit={lit === key.id}
      onPress={() => click(key)}
      className={key.className}
    >
      {key.text}
    </KeypadButton>
  )

  return (
    <div ref={keypad} className="mx-auto flex max-w-md flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <span id="cientifica-angulo" className="text-sm font-medium">
          Ângulos em
        </span>
        <div
          role="group"
          aria-labelledby="cientifica-angulo"
          className="bg-muted flex rounded-xl p-1"
        >
          {(['RAD', 'DEG'] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              title={m === 'RAD' ? 'Radianos' : 'Graus'}
              onClick={() => {
                current.current.mode = m
                setMode(m)
              }}
              className={cn(
                'focus-visible:outline-ring min-h-11 min-w-16 cursor-pointer rounded-lg px-3 text-sm font-semibold focus-visible:outline-2',
                mode === m
                  ? 'bg-primary text-primary-foreground shadow-sm'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {m}
              <span className="sr-only">{m === 'RAD' ? ' (radianos)' : ' (graus)'}</span>
            </button>
          ))}
        </div>
      </div>
      <KeypadDisplay
        text={text}
        above={above}
        error={state.fresh && outcome !== undefined && !outcome.ok}
        action={
          <button
            type="button"
            aria-label={BACKSPACE.label}
            onClick={() => click(BACKSPACE)}
            data-lit={lit === BACKSPACE.id || undefined}
            className="text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-ring data-[lit]:bg-muted flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg focus-visible:outline-2"
          >
            <Delete aria-hidden className="size-6" />
          </button>
        }
      />
      <div role="group" aria-label="Funções" className="grid grid-cols-5 gap-2">
        {FUNCTION_KEYS.map(renderKey)}
      </div>
      <div role="group" aria-label="Teclado" className="grid grid-cols-4 gap-2">
        {BASIC_KEYS.map(renderKey)}
      </div>
    </div>
  )
}
