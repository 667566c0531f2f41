import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { useUrlMode } from '@/hooks/use-url-mode.ts'
import { ok } from '@/lib/core/outcome.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'

import { ModeTabs } from './mode-tabs.tsx'
import { defineModes } from './modes.ts'
import { NumberField } from './number-field.tsx'
import { useCalculatorForm } from './use-calculator-form.ts'
import { type SharedField, useSharedField, useSharedValue } from './use-shared-field.ts'

// A screen of three tabs: two ask for the same value (the original price of the discount
// screen), the third has a question of its own.
const MODES = defineModes(['a', 'b', 'c'])
const TABS = [
  { mode: 'a', field: 'valor', carries: true },
  { mode: 'b', field: 'valor', carries: true },
  { mode: 'c', field: 'outro', carries: false },
] as const

function Tab({
  mode,
  field,
  shared,
}: {
  mode: 'a' | 'b' | 'c'
  field: string
  shared: SharedField | undefined
}) {
  const form = useCalculatorForm({
    id: 'simple',
    fields: { [field]: { kind: 'decimal' } },
    mode: MODES.of(mode),
    compute: () => ok(null),
  })
  useSharedField(form, field, shared)
  return <NumberField field={form.field(field)} label={field === 'valor' ? 'Valor' : 'Outro'} />
}

function Screen() {
  const [mode, setMode] = useUrlMode(MODES)
  const shared = useSharedValue(mode)
  const tabs = TABS.map((tab) => ({
    value: tab.mode,
    label: tab.mode.toUpperCase(),
    panel: <Tab {...tab} shared={tab.carries ? shared(tab.mode) : undefined} />,
  }))
  return <ModeTabs label="Modos" mode={mode} onModeChange={setMode} tabs={tabs} />
}

// Tabs once shown stay mounted (hidden): the open one is the only tab panel a person sees.
const valor = () => within(screen.getByRole('tabpanel')).getByLabelText('Valor')

describe('useSharedField', () => {
  it('offers what one tab holds to another shown empty; a tab with its own value keeps it', async () => {
    const user = userEvent.setup()
    renderCalculator(<Screen />)
    await user.type(valor(), '200')
    await user.click(screen.getByRole('tab', { name: 'B' }))
    expect(valor()).toHaveValue('200')

    await user.clear(valor())
    await user.type(valor(), '150')
    await user.click(screen.getByRole('tab', { name: 'A' }))
    expect(valor()).toHaveValue('200')
    await user.click(screen.getByRole('tab', { name: 'B' }))
    expect(valor()).toHaveValue('150')
  })

  it('carries nothing from a field the person emptied', async () => {
    const user = userEvent.setup()
    renderCalculator(<Screen />)
    await user.type(valor(), '200')
    await user.clear(valor())
    await user.click(screen.getByRole('tab', { name: 'B' }))
    expect(valor()).toHaveValue('')
  })

  it('keeps the value across a tab without the field', async () => {
    const user = userEvent.setup()
    renderCalculator(<Screen />)
    await user.type(valor(), '200')
    await user.click(screen.getByRole('tab', { name: 'C' }))
    await user.type(screen.getByLabelText('Outro'), '7')
    await user.click(screen.getByRole('tab', { name: 'B' }))
    expect(valor()).toHaveValue('200')
  })

  it('offers the value a link filled in', async () => {
    const user = userEvent.setup()
    renderCalculator(<Screen />, { url: '/?modo=b&valor=150' })
    expect(await screen.findByRole('tab', { name: 'B', selected: true })).toBeVisible()
    expect(valor()).toHaveValue('150')
    await user.click(screen.getByRole('tab', { name: 'A' }))
    expect(valor()).toHaveValue('150')
  })
})
