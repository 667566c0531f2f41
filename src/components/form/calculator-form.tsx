import type { ComponentProps, ReactNode } from 'react'

import { cn } from '@/utils/cn.ts'

type CalculatorFormProps = {
  form: { formProps: Pick<ComponentProps<'form'>, 'id' | 'onSubmit' | 'noValidate'> }
  children: ReactNode
  className?: string
  /** Accessible name of the form, e.g. "Calcular IMC". */
  label?: string
}

/** The form element: Enter in any field calculates; validation is ours (noValidate), in pt-BR. */
export function CalculatorForm({ form, children, className, label }: CalculatorFormProps) {
  return (
    <form {...form.formProps} aria-label={label} className={cn('flex flex-col gap-4', className)}>
      {children}
    </form>
  )
}

/** Two columns on wider screens, one on a phone. */
export function FieldGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('grid gap-4 sm:grid-cols-2', className)}>{children}</div>
}
