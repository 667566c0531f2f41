import { act, screen } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'

import { CalculatorForm } from '@/components/form/calculator-form.tsx'
import { DateField } from '@/components/form/date-field.tsx'
import { useCalculatorForm } from '@/components/form/use-calculator-form.ts'
import { ok } from '@/lib/core/outcome.ts'

import { tableYearField, useDefaultTableYear } from './table-year.ts'
import { TableYearSelect } from './table-year-select.tsx'
import { useYearFromDate } from './use-year-from-date.ts'

// The year's default is set after mount; what a person chose in the prerendered page before it
// hydrated (README, "How a page loads") is not replaced by it.

const fields = { ano: tableYearField, demissao: { kind: 'date' } } as const

function YearScreen() {
  const form = useCalculatorForm({ id: 'simple', fields, compute: () => ok(null) })
  useDefaultTableYear(form)
  return (
    <CalculatorForm form={form}>
      <TableYearSelect field={form.field('ano')} />
    </CalculatorForm>
  )
}

function DismissalScreen() {
  const form = useCalculatorForm({ id: 'simple', fields, compute: () => ok(null) })
  const { date, year } = useYearFromDate(form, {
    date: form.field('demissao'),
    year: form.field('ano'),
  })
  return (
    <CalculatorForm form={form}>
      <DateField field={date} label="Data de demissão" />
      <TableYearSelect field={year} />
    </CalculatorForm>
  )
}

let root: Root | undefined

async function hydrate(Screen: () => React.JSX.Element, before: (page: HTMLElement) => void) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Screen />)
  document.body.append(container)
  before(container)
  await act(async () => {
    root = hydrateRoot(container, <Screen />)
  })
}

describe('the table year after hydration', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-22T12:00:00-03:00'))
  })
  afterEach(() => {
    act(() => root?.unmount())
    root = undefined
    document.body.replaceChildren()
    vi.useRealTimers()
  })

  it('is the visitor’s year when nobody chose one', async () => {
    await hydrate(YearScreen, () => undefined)
    expect(screen.getByLabelText('Ano da tabela')).toHaveValue('2026')
  })

  it('stays the year picked before the page hydrated', async () => {
    await hydrate(YearScreen, (page) => {
      page.querySelector('select')!.value = '2025'
    })
    expect(screen.getByLabelText('Ano da tabela')).toHaveValue('2025')
  })

  it('follows a dismissal date typed before the page hydrated', async () => {
    await hydrate(DismissalScreen, (page) => {
      page.querySelector<HTMLInputElement>('input[type="date"]')!.value = '2025-03-10'
    })
    expect(screen.getByLabelText('Data de demissão')).toHaveValue('2025-03-10')
    expect(screen.getByLabelText('Ano da tabela')).toHaveValue('2025')
  })
})
