import { useEffect, useState } from 'react'

/** The value a screen carries between its tabs, and whether this tab is the one shown. */
export type SharedField = {
  value: string
  set: (text: string) => void
  active: boolean
}

type TabForm = {
  values: Record<string, string>
  setValue: (name: string, text: string) => void
}

/**
 * The screen's side of a field several tabs ask for (the gross salary, the original price): one
 * value, handed to each tab with whether it is the tab shown.
 */
export function useSharedValue<M extends string>(mode: M): (tab: M) => SharedField {
  const [value, set] = useState('')
  return (tab) => ({ value, set, active: mode === tab })
}

/**
 * The tab's side: what the shown tab holds in `name` (typed, emptied, or read from a link)
 * becomes the shared value, and a tab shown with that field empty takes it, so a person does not
 * type the same number again. A tab that already has its own keeps it; one without the field
 * (`shared` undefined) leaves the shared value as it is.
 */
export function useSharedField(form: TabForm, name: string, shared: SharedField | undefined): void {
  const own = form.values[name] ?? ''
  const active = shared?.active === true
  const set = shared?.set
  const sharedValue = shared?.value
  // After render: a link fills the form in an effect, not through the field. Only a change is
  // set: an update from an effect renders the whole screen in one task (docs/performance.md),
  // and right after hydration there is nothing to share yet.
  useEffect(() => {
    if (active && own !== sharedValue) set?.(own)
  }, [own, active, set, sharedValue])

  // When the tab is shown (first mounted, or chosen again), an empty field takes the shared value.
  const [wasActive, setWasActive] = useState(false)
  if (active !== wasActive) {
    setWasActive(active)
    if (active && own === '' && shared !== undefined && shared.value !== '')
      form.setValue(name, shared.value)
  }
}
