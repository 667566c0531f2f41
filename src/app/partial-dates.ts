/**
 * A native date, month or time field holds the parts a person has typed (the day, then the
 * month) while its value is still empty, and forgets them whenever its `defaultValue` is set,
 * even to what it already was. React sets it on every input it hydrates (react-dom's
 * `initInput`), so someone who typed "10/03" before the page's code arrived (README, "How a page
 * loads") and "2022" after it found the field empty. Until the page has hydrated, such fields
 * drop the writes that change nothing; a write that changes the value goes through.
 */
const PARTS = 'input[type="date"], input[type="month"], input[type="time"], input[type="week"]'

/** Guards the fields under `root`; returns what lifts the guard. */
export function keepPartialDates(root: ParentNode): () => void {
  const proto = HTMLInputElement.prototype
  // The element's own setter and getter, run on the field itself.
  const shown = (field: HTMLInputElement): unknown => Reflect.get(proto, 'defaultValue', field)
  const fields = [...root.querySelectorAll<HTMLInputElement>(PARTS)]
  for (const field of fields)
    Object.defineProperty(field, 'defaultValue', {
      configurable: true,
      get: () => shown(field),
      set: (next: unknown) => {
        if (String(next) !== shown(field)) Reflect.set(proto, 'defaultValue', next, field)
      },
    })
  return () => {
    for (const field of fields) Reflect.deleteProperty(field, 'defaultValue')
  }
}
