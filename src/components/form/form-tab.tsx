import type { ReactNode } from 'react'

import { cn } from '@/utils/cn.ts'

import { CalculatorLayout } from './calculator-layout.tsx'
import type { ParsedValues } from './form-values.ts'
import { NumberField } from './number-field.tsx'
import type { FieldSpecs } from './field-spec.ts'
import type { CalculatorFormOptions } from './calculator-form-types.ts'
import { useCalculatorForm } from './use-calculator-form.ts'
import { type SharedField, useSharedField } from './use-shared-field.ts'

/** One number field of the tab, in the order shown (the URL's order is the `fields` object's). */
export type FormTabInput<K extends string> = {
  name: K
  label: string
  placeholder?: string
  hint?: string
}

export type FormTabProps<S extends FieldSpecs, T, M> = {
  form: CalculatorFormOptions<S, T, M>
  /** Names the form for screen readers ("Calcular aumento percentual"). */
  label: string
  inputs: readonly FormTabInput<keyof S & string>[]
  /** The field the screen carries between its tabs (useSharedValue), if any. */
  shared?: { name: keyof S & string; field: SharedField }
  result: (result: T, values: ParsedValues<S>) => ReactNode
  /** A line above the fields that says what the form asks (the rule of three's proportion). */
  intro?: ReactNode
  /** Three short fields side by side on wider screens, instead of two. */
  columns?: 2 | 3
}

/**
 * The tab of a screen whose modes differ only in their number fields and the card they give:
 * the tab is data (fields, labels, the card) drawn in the calculator layout, as every tab of a
 * tabbed screen is.
 */
export function FormTab<const S extends FieldSpecs, T, M>({
  form: options,
  label,
  inputs,
  shared,
  result,
  intro,
  columns = 2,
}: FormTabProps<S, T, M>) {
  const form = useCalculatorForm(options)
  useSharedField(form, shared?.name ?? '', shared?.field)
  return (
    <CalculatorLayout form={form} label={label} result={(r) => result(r, form.parsed)}>
      {intro ? <p className="text-muted-foreground text-sm">{intro}</p> : null}
      <div className={cn('grid gap-4', columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
        {inputs.map(({ name, ...input }) => (
          <NumberField key={name} field={form.field(name)} {...input} />
        ))}
      </div>
    </CalculatorLayout>
  )
}
