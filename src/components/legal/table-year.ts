import { startTransition, useEffect } from 'react'

import { changedBeforeHydration } from '@/components/form/typed-before-hydration.ts'

import { defaultTableYear, TABLE_YEARS } from '@/lib/law/tables/table-years.ts'

/**
 * The "Tabela de <ano>" field shared by the salary, labour and tax screens (docs/decisions.md §3,
 * docs/legal/inss-irrf.md): its spec and the default year, set after mount.
 */

export const TABLE_YEAR_OPTIONS = TABLE_YEARS.map(String)

export const tableYearField = {
  kind: 'option',
  options: TABLE_YEAR_OPTIONS,
  messages: { invalid: 'Escolha o ano da tabela.', required: 'Escolha o ano da tabela.' },
} as const

export function currentTableYear(): string {
  return String(defaultTableYear(new Date().getFullYear()))
}

type YearForm = {
  setValue: (name: string, text: string) => void
  clear: () => void
  /** The form's fields, to find the select a person may have changed before hydration. */
  field?: (name: 'ano') => { id: string }
}

/**
 * Puts the current year's table in the select once mounted, unless the link chose one. The
 * prerendered page cannot know the visitor's year (a fixed `initial` would be wrong next year),
 * so the field starts empty (the library then uses the same default) and is filled here, after
 * the form's own effect has read the link. `linkYear` lets the labour screen follow the
 * dismissal date of a link (or the one typed before hydration). A year picked before hydration
 * stays. Returns a Limpar handler that keeps the select filled.
 */
export function useDefaultTableYear(
  form: YearForm,
  {
    mode,
    linkYear,
  }: {
    mode?: { value: string; isDefault: boolean }
    linkYear?: (params: URLSearchParams) => number | null
  } = {},
): () => void {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    const modo = params.get('modo')
    const linkIsOurs = !mode || modo === mode.value || (modo === null && mode.isDefault)
    if (linkIsOurs && TABLE_YEAR_OPTIONS.includes(params.get('ano') ?? '')) return
    // A year picked in the prerendered select, before the page hydrated, is the person's.
    const picked = form.field ? changedBeforeHydration(form.field('ano').id) : null
    if (picked !== null && TABLE_YEAR_OPTIONS.includes(picked)) return
    const year = (linkIsOurs ? linkYear?.(params) : null) ?? new Date().getFullYear()
    // In a transition: set from an effect, the update would otherwise take React's default
    // priority, which renders the whole form in one task without yielding, right after
    // hydration (40–50 ms on a slow phone: docs/performance.md). A transition renders it in
    // slices, a few milliseconds later.
    startTransition(() => form.setValue('ano', String(defaultTableYear(year))))
    // Once, after mount: the visitor's clock and the link are read one time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return () => {
    form.clear()
    form.setValue('ano', currentTableYear())
  }
}
