import type { ComponentProps, ReactNode } from 'react'

import { cn } from '@/utils/cn.ts'

import { FormPendingContext } from './form-pending.ts'

type CalculatorFormProps = {
  form: {
    formProps: Pick<ComponentProps<'form'>, 'id' | 'onSubmit' | 'noValidate'>
    pending?: boolean
  }
  children: ReactNode
  className?: string
  /** Accessible name of the form, e.g. "Calcular IMC". */
  label?: string
}

/** The form element: Enter in any field calculates; validation is ours (noValidate), in pt-BR. */
export function CalculatorForm({ form, children, className, label }: CalculatorFormProps) {
  return (
    <form
      {...form.formProps}
      aria-label={label}
      aria-busy={form.pending === true || undefined}
      className={cn('flex flex-col gap-4', className)}
    >
      <FormPendingContext value={form.pending === true}>{children}</FormPendingContext>
    </form>
  )
}

/** Two columns on wider screens, one on a phone. */
export function FieldGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('grid gap-4 sm:grid-cols-2', className)}>{children}</div>
}
