import { type RefObject, useLayoutEffect, useRef } from 'react'

import { formatWhileTyping } from '@/utils/number-input.ts'

import { type FieldSpecs, isNumberKind, numberOptions } from './field-spec.ts'

/**
 * The prerendered form is on screen, and takes keys, before the app's code has arrived
 * (README, "How a page loads"). React hydrates a controlled field without reading what the
 * browser holds in it, so text typed by then was in the box but not in the form's state, and
 * the next render (the first key after hydration, in any field) put the state's empty text
 * back: a person on a slow phone saw their numbers vanish and Calcular asked for them.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const isControl = (el: Element | null): el is Control =>
  el instanceof HTMLInputElement ||
  el instanceof HTMLSelectElement ||
  el instanceof HTMLTextAreaElement

/**
 * The fields whose element holds something other than the form's text: what was typed, as the
 * field would have written it key by key (grouping, decimals), or chosen, as long as it is one
 * of the field's options. Switches carry `sim`/`nao` (SwitchField); other checkboxes and radios
 * are left alone.
 */
export function typedBeforeHydration(
  fields: FieldSpecs,
  values: Readonly<Record<string, string>>,
  elementOf: (name: string) => Element | null,
): Record<string, string> {
  const typed: Record<string, string> = {}
  for (const [name, spec] of Object.entries(fields)) {
    const el = elementOf(name)
    if (!isControl(el)) continue
    const shown = values[name] ?? ''
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      const isSwitch = el.type === 'checkbox' && spec.options?.includes('sim') === true
      if (isSwitch && el.checked !== (shown === 'sim')) typed[name] = el.checked ? 'sim' : 'nao'
      continue
    }
    if (el.value === shown) continue
    if (isNumberKind(spec.kind))
      typed[name] = formatWhileTyping(shown, el.value, numberOptions(spec))
    else if (
      spec.kind !== 'option' ||
      spec.options === undefined ||
      spec.options.includes(el.value)
    )
      typed[name] = el.value
  }
  return typed
}

/**
 * Takes into the form, in the commit that hydrates it (before any key can reach a re-render),
 * what was typed into its prerendered fields. Returns those texts, so that a link read after
 * hydration does not replace them. On a form rendered in the browser the elements hold the
 * state's text and nothing changes.
 */
export function useTypedBeforeHydration(
  fields: FieldSpecs,
  elementOf: (name: string) => Element | null,
  current: RefObject<Record<string, string>>,
  setValues: (next: Record<string, string>) => void,
): RefObject<Record<string, string>> {
  const typed = useRef<Record<string, string>>({})
  useLayoutEffect(() => {
    const found = typedBeforeHydration(fields, current.current, elementOf)
    if (Object.keys(found).length === 0) return
    typed.current = found
    setValues({ ...current.current, ...found })
    // Once, in the hydrating commit: afterwards the fields report every key themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return typed
}
