import type { Page } from '@playwright/test'

/** A control of the visible calculator form, as a link left it. */
export type ControlValue = { name: string; kind: 'text' | 'select' | 'check'; value: string }

/** The calculator's controls (inside the "Calculadora" box) with their current values. */
export async function readControls(page: Page): Promise<ControlValue[]> {
  return page.getByRole('region', { name: 'Calculadora' }).evaluate((box) =>
    Array.from(box.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select'))
      // A closed disclosure's controls keep their defaults (a link with values opens it).
      .filter((el) => !el.closest('[hidden]') && !el.closest('details:not([open])'))
      .map((el) => ({
        name: el.name,
        kind:
          el instanceof HTMLSelectElement
            ? ('select' as const)
            : el.type === 'checkbox'
              ? ('check' as const)
              : ('text' as const),
        value:
          el instanceof HTMLInputElement && el.type === 'checkbox' ? String(el.checked) : el.value,
      })),
  )
}
