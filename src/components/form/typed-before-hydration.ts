import { type RefObject, useLayoutEffect, useRef } from 'react'

import { beyondPrecision, formatOnBlur, typedKeyByKey } from '@/utils/number-input.ts'

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

/** What the element showed when the HTML arrived: its `value` attribute, its `checked` one, or
 * the option marked `selected` (the first one when none is, as for a select whose text matches
 * no option, like an empty "Tabela de <ano>" before its effect fills it). */
function changedSinceLoad(el: Control): boolean {
  if (el instanceof HTMLSelectElement) {
    const options = Array.from(el.options)
    const shown = options.find((o) => o.defaultSelected) ?? options.find((o) => !o.disabled)
    return el.value !== (shown?.value ?? '')
  }
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))
    return el.checked !== el.defaultChecked
  return el.value !== el.defaultValue
}

/** The text of a control changed before hydration, by its id; `null` when it holds what its
 * HTML showed (or is no control). For effects that fill a field after mount. */
export function changedBeforeHydration(id: string): string | null {
  const el = document.getElementById(id)
  return isControl(el) && changedSinceLoad(el) ? el.value : null
}

/**
 * The fields a person changed before the form could hear it: what was typed, as the field would
 * have written it key by key (grouping, decimals) and, once left, rounded where it holds more
 * decimals than the field keeps, or chosen, as long as it is one of the
 * field's options. Switches carry `sim`/`nao` (SwitchField); other checkboxes and radios are
 * left alone.
 */
export function typedBeforeHydration(
  fields: FieldSpecs,
  values: Readonly<Record<string, string>>,
  elementOf: (name: string) => Element | null,
): Record<string, string> {
  const typed: Record<string, string> = {}
  for (const [name, spec] of Object.entries(fields)) {
    const el = elementOf(name)
    if (!isControl(el) || !changedSinceLoad(el)) continue
    const shown = values[name] ?? ''
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      if (el.type === 'checkbox' && spec.options?.includes('sim') === true)
        if (el.checked !== (shown === 'sim')) typed[name] = el.checked ? 'sim' : 'nao'
      continue
    }
    // A form drawn in the browser (a dialog, a screen opened from the home page) shows its own
    // state: a controlled select marks no option `selected` in its HTML, so it looks changed,
    // and taking its value would put the initial option over a link's.
    if (el.value === shown) continue
    if (isNumberKind(spec.kind)) {
      const options = numberOptions(spec)
      const text = typedKeyByKey(el.value, options)
      // A field the person already left was not rounded by its blur, which had no code yet:
      // beyond its precision it is rounded now, in sight. Otherwise it stays as typed, so that
      // a person who comes back to it goes on as in a field never left.
      const left = el !== el.ownerDocument.activeElement && beyondPrecision(text, options)
      typed[name] = left ? formatOnBlur(text, { ...options, fixed: spec.kind === 'money' }) : text
    } else if (
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
