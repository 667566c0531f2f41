import type { FieldState } from './use-calculator-form.ts'

export function describedBy(
  field: Pick<FieldState, 'id' | 'error' | 'errorId'>,
  hint: unknown,
): string | undefined {
  if (field.error) return field.errorId
  return hint ? `${field.id}-dica` : undefined
}

export const controlClasses =
  'min-h-11 w-full rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground placeholder:text-muted-foreground/80 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-destructive'
