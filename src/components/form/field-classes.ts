import type { FieldState } from './calculator-form-types.ts'

export function describedBy(
  field: Pick<FieldState, 'id' | 'error' | 'errorId'>,
  hint: unknown,
): string | undefined {
  if (field.error) return field.errorId
  return hint ? `${field.id}-dica` : undefined
}

/**
 * A text control's look apart from its height, for a control that sets its own: a second
 * `min-h-*` on the element would win by the stylesheet's order alone, which each page's rest of
 * the sheet does not keep (scripts/critical-css.mjs, `sameConditionPairs`).
 */
export const controlLook =
  'w-full rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground placeholder:text-muted-foreground/80 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-destructive'

/** A text control at least 44 px tall (WCAG 2.5.8 and a thumb's width). */
export const controlClasses = `min-h-11 ${controlLook}`

/** The track and knob of a switch drawn after a visually hidden checkbox (`peer sr-only`). */
export const switchTrackClasses =
  'relative inline-flex h-6 w-11 shrink-0 rounded-full bg-input transition-colors peer-checked:bg-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5'
