import type { ReactNode } from 'react'

import { cn } from '@/utils/cn.ts'

import { displayFontSize } from './display-format.ts'

export type KeyTone = 'digit' | 'operator' | 'function' | 'clear' | 'equals'

// One size for every key: the tones once added their own over the base size, and the base won
// by the stylesheet's order alone (scripts/critical-css.mjs, `sameConditionPairs`). The clear key
// is the one in a heavier weight.
const toneClasses: Record<KeyTone, string> = {
  digit: 'bg-card text-foreground hover:bg-muted border font-medium',
  operator: 'bg-secondary text-secondary-foreground hover:bg-secondary/80 font-medium',
  function: 'bg-muted text-foreground hover:bg-muted/70 font-medium',
  clear: 'bg-muted text-destructive hover:bg-muted/70 font-semibold',
  equals: 'bg-primary text-primary-foreground hover:bg-primary/90 font-medium',
}

type KeypadButtonProps = {
  /** What the button shows (may be a symbol). */
  children: string
  /** What the key does, in words ("mais", "raiz quadrada"); digits need none. */
  label?: string | undefined
  tone?: KeyTone
  lit: boolean
  onPress: () => void
  className?: string | undefined
}

/**
 * A keypad key: at least 52 px tall (comfortable on a phone), briefly lit when pressed. Its name
 * starts with what it shows, then says what it does ("sen (seno)"), so a person using speech
 * input can say what they see (WCAG 2.5.3, Label in Name).
 */
export function KeypadButton({
  children,
  label,
  tone = 'digit',
  lit,
  onPress,
  className,
}: KeypadButtonProps) {
  return (
    <button
      type="button"
      aria-label={label ? `${children} (${label})` : undefined}
      onClick={onPress}
      data-lit={lit || undefined}
      className={cn(
        'focus-visible:outline-ring flex min-h-13 min-w-11 cursor-pointer items-center justify-center rounded-xl px-1 text-xl tabular-nums transition-[background-color,transform,box-shadow] select-none focus-visible:outline-2 focus-visible:outline-offset-2 active:scale-95',
        toneClasses[tone],
        'data-[lit]:ring-ring data-[lit]:scale-95 data-[lit]:ring-4',
        className,
      )}
    >
      {children}
    </button>
  )
}

/** A display that is one number: `-1.234,5`, `9,9999998 × 10¹⁵`. */
const NUMBER = /^[-−]?[\d.,]+(?: × 10[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)?$/

type KeypadDisplayProps = {
  /** The main line: the number being typed, the result or an error message. */
  text: string
  /** A smaller line above it: the pending operation or the expression evaluated. */
  above?: string | undefined
  error?: boolean
  /** A button beside the main line (⌫). */
  action?: ReactNode
}

/**
 * The display: a polite live region so a screen reader hears the entry and the result; the main
 * line shrinks to fit its box and, for very long text, wraps instead of overflowing.
 */
export function KeypadDisplay({ text, above, error, action }: KeypadDisplayProps) {
  const isNumber = NUMBER.test(text)
  return (
    <div className="bg-muted/60 flex flex-col gap-1 rounded-2xl border p-3 sm:p-4">
      <p
        className="text-muted-foreground min-h-6 text-right text-base break-all tabular-nums"
        aria-hidden={above ? undefined : true}
      >
        {above}
      </p>
      <div className="flex items-end gap-2">
        {/* The font is sized to the main line's own width (cqi), the ⌫ button left out. */}
        <div className="@container flex min-h-14 min-w-0 flex-1 flex-col justify-end">
          <output
            aria-live="polite"
            aria-label="Visor"
            className={cn(
              'block text-right leading-tight font-semibold tabular-nums',
              // A number stays on one line (its font shrinks to fit); a long expression may break
              // anywhere; a message only between words.
              error ? 'text-destructive break-words' : isNumber ? 'whitespace-nowrap' : 'break-all',
            )}
            style={{
              fontSize: error
                ? '1.25rem'
                : displayFontSize(text.length, 3, isNumber ? 0.875 : 1.25),
            }}
          >
            {text}
          </output>
        </div>
        {action}
      </div>
    </div>
  )
}
