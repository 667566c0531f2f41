import { useEffect, useState } from 'react'

/** The salary the screen carries between its tabs, and whether this tab is the one shown. */
export type SharedSalary = {
  value: string
  set: (text: string) => void
  active: boolean
}

type SalaryForm = {
  values: Record<string, string>
  setValue: (name: string, text: string) => void
}

/**
 * The gross salary is the same question on the Líquido, 13º and Por hora tabs: what is typed on
 * one (or read from a link) is offered to the others, so a person does not type it again. A tab
 * that already has its own salary keeps it.
 */
export function useSharedSalary(form: SalaryForm, name: string, shared: SharedSalary): void {
  const own = form.values[name] ?? ''
  const { set } = shared
  // After render: a link fills the form in an effect, not through the field.
  useEffect(() => {
    if (own.trim() !== '') set(own)
  }, [own, set])

  // When the tab is shown (first mounted, or chosen again), an empty salary takes the shared one.
  const [wasActive, setWasActive] = useState(false)
  if (shared.active !== wasActive) {
    setWasActive(shared.active)
    if (shared.active && own === '' && shared.value !== '') form.setValue(name, shared.value)
  }
}
