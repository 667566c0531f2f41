import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'

import { ok } from '@/lib/core/outcome.ts'
import { formatWhileTyping } from '@/utils/number-input.ts'

import { CalculatorForm } from './calculator-form.tsx'
import { NumberField } from './number-field.tsx'
import { SelectField } from './select-field.tsx'
import { SwitchField } from './switch-field.tsx'
import { typedBeforeHydration } from './typed-before-hydration.ts'
import { numberOptions } from './field-spec.ts'
import { useCalculatorForm } from './use-calculator-form.ts'

// The prerendered page takes keys before its code arrives (README, "How a page loads"); React
// hydrates a controlled field without reading the box, so the form must take what is there.

const fields = {
  valor: { kind: 'money' },
  idade: { kind: 'integer' },
  taxa: { kind: 'percent', initial: '4' },
  periodo: { kind: 'option', options: ['mes', 'ano'], initial: 'mes' },
  repetir: { kind: 'option', options: ['sim', 'nao'], initial: 'nao' },
} as const

let submitted: Record<string, unknown> | null = null

function Screen() {
  const form = useCalculatorForm({
    id: 'simple',
    fields,
    compute: (values) => {
      submitted = values
      return ok(values)
    },
  })
  return (
    <CalculatorForm form={form}>
      <NumberField field={form.field('valor')} label="Valor" />
      <NumberField field={form.field('idade')} label="Idade" />
      <NumberField field={form.field('taxa')} label="Taxa" />
      <SelectField
        field={form.field('periodo')}
        label="Período"
        options={[
          { value: 'mes', label: 'ao mês' },
          { value: 'ano', label: 'ao ano' },
        ]}
      />
      <SwitchField field={form.field('repetir')} label="Repetir" />
      <button type="submit">Calcular</button>
    </CalculatorForm>
  )
}

/** The prerendered form in the document, as the browser shows it before the code arrives. */
function prerender(): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Screen />)
  document.body.append(container)
  return container
}

function typeRaw(label: string, text: string) {
  const el = screen.getByLabelText(label)
  if (!(el instanceof HTMLInputElement)) throw new Error(`${label} is not an input`)
  el.value = text
}

describe('typedBeforeHydration', () => {
  afterEach(() => document.body.replaceChildren())

  it('reads typed text as the field writes it, and only where it differs', () => {
    const container = prerender()
    typeRaw('Valor', '1500000,5')
    const byName = (name: string) => container.querySelector(`[name="${name}"]`)
    const values = { valor: '', idade: '', taxa: '4', periodo: 'mes' }
    screen.getByLabelText('Valor').focus()
    expect(typedBeforeHydration(fields, values, byName)).toEqual({ valor: '1.500.000,5' })
    // Left before its blur could round it: kept, for the person to go on with it, unless it
    // holds more decimals than money has; then rounded in sight, as its blur would have.
    screen.getByLabelText('Valor').blur()
    expect(typedBeforeHydration(fields, values, byName)).toEqual({ valor: '1.500.000,5' })
    typeRaw('Valor', '3.200,555')
    expect(typedBeforeHydration(fields, values, byName)).toEqual({ valor: '3.200,56' })
    typeRaw('Valor', '4,85000')
    expect(typedBeforeHydration(fields, values, byName)).toEqual({ valor: '4,85' })
    screen.getByLabelText('Valor').focus()
    expect(typedBeforeHydration(fields, values, byName)).toEqual({ valor: '4,85000' })
  })

  // A person types on as the page becomes interactive: the dot read before hydration is read as
  // the live field reads it, grouping once three digits follow it.
  it.each([
    ['4.8', '50,00', '4.850,00'],
    ['450.0', '00', '450.000'],
    ['1.0', '00', '1.000'],
    ['12.5', '', '12.5'],
  ])('reads %s typed before hydration, then %s, as the live field would', (early, late, shown) => {
    const container = prerender()
    typeRaw('Valor', early)
    screen.getByLabelText('Valor').focus()
    const byName = (name: string) => container.querySelector(`[name="${name}"]`)
    let text = typedBeforeHydration(fields, { valor: '' }, byName).valor ?? ''
    for (const key of late) text = formatWhileTyping(text, text + key, numberOptions(fields.valor))
    expect(text).toBe(shown)
  })

  it('takes a chosen option and a switched switch, and no value a field cannot hold', () => {
    const container = prerender()
    const select = container.querySelector('select')!
    select.value = 'ano'
    container.querySelector<HTMLInputElement>('[name="repetir"]')!.checked = true
    const byName = (name: string) => container.querySelector(`[name="${name}"]`)
    const values = { valor: '', idade: '', taxa: '4', periodo: 'mes', repetir: 'nao' }
    expect(typedBeforeHydration(fields, values, byName)).toEqual({
      periodo: 'ano',
      repetir: 'sim',
    })
    const narrower = { ...fields, periodo: { kind: 'option', options: ['mes'] } } as const
    expect(typedBeforeHydration(narrower, values, byName)).toEqual({ repetir: 'sim' })
  })

  it('takes no choice from a select whose text matches none of its options', () => {
    // The table year starts empty and is filled after mount: the select shows its first year.
    const years = { ano: { kind: 'option', options: ['2024', '2025', '2026'] } } as const
    const container = document.createElement('div')
    container.innerHTML = renderToString(
      <select name="ano" value="" onChange={() => undefined}>
        <option value="2024">2024</option>
        <option value="2026">2026</option>
      </select>,
    )
    const select = container.querySelector('select')!
    const byName = () => select
    expect(select.value).toBe('2024')
    expect(typedBeforeHydration(years, { ano: '' }, byName)).toEqual({})
    select.value = '2026'
    expect(typedBeforeHydration(years, { ano: '' }, byName)).toEqual({ ano: '2026' })
  })

  it('finds nothing in a form rendered in the browser, or without elements', () => {
    expect(typedBeforeHydration(fields, { valor: '' }, () => null)).toEqual({})
    const container = prerender()
    const byName = (name: string) => container.querySelector(`[name="${name}"]`)
    const values = { valor: '', idade: '', taxa: '4', periodo: 'mes', repetir: 'nao' }
    expect(typedBeforeHydration(fields, values, byName)).toEqual({})
  })
})

describe('a form hydrated after keys reached its prerendered fields', () => {
  let root: Root | undefined
  afterEach(() => {
    act(() => root?.unmount())
    root = undefined
    submitted = null
    document.body.replaceChildren()
  })

  it('keeps them when the next key lands elsewhere, and Calcular uses them', async () => {
    const container = prerender()
    typeRaw('Valor', '10000')
    typeRaw('Taxa', '45')
    container.querySelector('select')!.value = 'ano'
    await act(async () => {
      root = hydrateRoot(container, <Screen />)
    })
    // Before the fix, this key's render put the form's empty text back in Valor and Taxa.
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Idade'), '30')
    expect(screen.getByLabelText('Valor')).toHaveValue('10.000')
    expect(screen.getByLabelText('Taxa')).toHaveValue('45')
    expect(screen.getByLabelText('Período')).toHaveValue('ano')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(submitted).toMatchObject({ valor: 10000, idade: 30, taxa: 45, periodo: 'ano' })
    expect(screen.getByLabelText('Valor')).toHaveValue('10.000,00')
  })

  it('lets what was typed win over a link read after hydration', async () => {
    window.history.replaceState(null, '', '/?valor=200&idade=40')
    const container = prerender()
    typeRaw('Idade', '31')
    await act(async () => {
      root = hydrateRoot(container, <Screen />)
    })
    expect(screen.getByLabelText('Idade')).toHaveValue('31')
    expect(screen.getByLabelText('Valor')).toHaveValue('200,00')
    window.history.replaceState(null, '', '/')
  })
})
