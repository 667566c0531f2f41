import { type ComponentProps, type ReactNode, Suspense } from 'react'

import type { CalculatorId } from '@/config/calculator-ids.ts'

import { CalculatorForm } from './calculator-form.tsx'
import { CalculatorIdContext } from './calculator-id.ts'
import { FormActions } from './form-actions.tsx'
import { comparisonModule } from './load-comparison.ts'
import { ResultRegion } from './result-region.tsx'

/** What the layout reads of `useCalculatorForm`'s value. */
export type LayoutForm<T> = ComponentProps<typeof CalculatorForm>['form'] & {
  id: CalculatorId
  stale: boolean
  result: T | null
  clear: () => void
}

type CalculatorLayoutProps<T> = {
  form: LayoutForm<T>
  /** Names the form for screen readers ("Calcular IMC"). */
  label: string
  /** The fields, in the order shown; Calcular and Limpar follow them. */
  children: ReactNode
  /** The card, drawn only while there is a result. */
  result: (result: T) => ReactNode
  /** Limpar, when it must reset more than the form (a picked option, a table year). */
  onClear?: () => void
  /** Above the form: what a person must know before typing (privacy, a fill-in helper). */
  intro?: ReactNode
}

/**
 * The one frame of every calculator form: the form with its fields, Calcular and Limpar, and
 * the result region under it. A result's lazy parts may suspend inside the region without
 * hiding the form, and the card learns its calculator from the form (calculator-id.ts).
 */
export function CalculatorLayout<T>({
  form,
  label,
  children,
  result,
  onClear = form.clear,
  intro,
}: CalculatorLayoutProps<T>) {
  // The line over the form while Comparar waits for the second scenario: its code is here once
  // a result is (load-comparison.ts), and no comparison starts before one.
  const ComparePrompt = comparisonModule.current()?.ComparePrompt
  return (
    <CalculatorIdContext value={form.id}>
      <div>
        {intro}
        {ComparePrompt ? <ComparePrompt calculatorId={form.id} formId={form.formProps.id} /> : null}
        <CalculatorForm form={form} label={label}>
          {children}
          <FormActions onClear={onClear} />
        </CalculatorForm>
        <ResultRegion stale={form.stale}>
          <Suspense fallback={null}>{form.result === null ? null : result(form.result)}</Suspense>
        </ResultRegion>
      </div>
    </CalculatorIdContext>
  )
}
