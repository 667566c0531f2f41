import { formatDate } from '@/utils/format.ts'

/**
 * The inputs of the form a result came from, as the person typed and sees them, with their
 * labels: for the summary and the comparison. Read from the page when a button is pressed, so
 * the screens need not describe their fields twice.
 */

export type TypedInput = { name: string; label: string; value: string }

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/**
 * The form beside the element (a result card sits after its form, in the same box or tab): the
 * last one before it, since a helper form may come first (the IRPF's "Preencher a partir do
 * salário").
 */
export function formOf(element: Element | null): HTMLFormElement | null {
  if (!element) return null
  for (let node = element.parentElement; node; node = node.parentElement) {
    const forms = Array.from(node.querySelectorAll('form'))
    const before = forms.filter(
      (form) => form.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
    )
    const form = before.at(-1) ?? forms[0]
    if (form) return form
  }
  return null
}

const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

function isControl(element: Element): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  )
}

function labelOf(control: Control): string {
  if (control instanceof HTMLInputElement && control.type === 'radio')
    return words(control.closest('fieldset')?.querySelector('legend')?.textContent)
  return words(control.labels?.[0]?.textContent ?? control.getAttribute('aria-label'))
}

/** A field's value as the screen shows it: an option's text, a date day first, a switch's Sim/Não. */
function shown(control: Control, raw: string): string {
  if (raw.trim() === '') return ''
  if (control instanceof HTMLSelectElement)
    return words(Array.from(control.options).find((o) => o.value === raw)?.text ?? raw)
  if (control instanceof HTMLInputElement) {
    if (control.type === 'checkbox') return raw === 'sim' || raw === 'true' ? 'Sim' : 'Não'
    if (control.type === 'radio')
      return words(
        Array.from(control.form?.elements ?? [])
          .filter((e): e is HTMLInputElement => e instanceof HTMLInputElement)
          .find((e) => e.name === control.name && e.value === raw)?.labels?.[0]?.textContent ?? raw,
      )
    if (control.type === 'date') return formatDate(raw) || raw
    if (control.type === 'month') return raw.split('-').reverse().join('/')
  }
  return words(raw)
}

function rawOf(control: Control): string {
  if (control instanceof HTMLInputElement && control.type === 'checkbox')
    return control.checked ? 'sim' : 'nao'
  return control.value
}

/** Every filled field the person can see, in the form's order. */
export function readInputs(form: HTMLFormElement): TypedInput[] {
  const inputs: TypedInput[] = []
  for (const element of Array.from(form.elements)) {
    if (!isControl(element) || element.disabled || element.name === '') continue
    if (element instanceof HTMLInputElement) {
      if (element.type === 'hidden' || (element.type === 'radio' && !element.checked)) continue
    }
    if (element.closest('[hidden], details:not([open])')) continue
    const value = shown(element, rawOf(element))
    const label = labelOf(element)
    if (value !== '' && label !== '') inputs.push({ name: element.name, label, value })
  }
  return inputs
}

/** A field's label and a value it held, as shown (a comparison's first scenario). */
export function describeField(
  form: HTMLFormElement,
  name: string,
  raw: string,
): { label: string; value: string } | null {
  const element = Array.from(form.elements).find(
    (e): e is Control => isControl(e) && e.name === name,
  )
  if (!element) return null
  return { label: labelOf(element), value: shown(element, raw) || '—' }
}
