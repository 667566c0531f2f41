import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { fail, ok } from '@/lib/core/outcome.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'

import { CalculatorForm } from './calculator-form.tsx'
import { FormActions } from './form-actions.tsx'
import { NumberField } from './number-field.tsx'
import { ageWarning, rateWarning } from './plausible.ts'
import { SelectField } from './select-field.tsx'
import type { ParsedValues } from './form-values.ts'
import { useCalculatorForm } from './use-calculator-form.ts'

const fields = {
  valor: { kind: 'money' },
  taxa: { kind: 'percent', warn: rateWarning('periodo') },
  periodo: { kind: 'option', options: ['mes', 'ano'], initial: 'mes' },
  idade: { kind: 'integer', warn: ageWarning },
  saldo: { kind: 'money', allowNegative: true },
} as const

const used: ParsedValues<typeof fields>[] = []

/** A form with the kit's number fields; its "library" refuses amounts above a limit (as MEI's
 * does with its yearly ceiling) and otherwise shows the amount it was given. */
function Harness() {
  const form = useCalculatorForm({
    id: 'sales',
    fields,
    compute: (values) => {
      used.push(values)
      if (values.valor === null) return fail({ field: 'valor', code: 'required' })
      if (values.valor > 5_000_000)
        return fail({ field: 'valor', code: 'over-limit', limit: 5_000_000 })
      return ok(values.valor)
    },
  })
  return (
    <CalculatorForm form={form}>
      <NumberField field={form.field('valor')} label="Valor" />
      <NumberField field={form.field('taxa')} label="Taxa" />
      <SelectField
        field={form.field('periodo')}
        label="A taxa é"
        options={[
          { value: 'mes', label: '% ao mês' },
          { value: 'ano', label: '% ao ano' },
        ]}
      />
      <NumberField field={form.field('idade')} label="Idade" />
      <NumberField field={form.field('saldo')} label="Saldo" />
      <FormActions onClear={form.clear} />
      <output aria-label="Usado">{form.result === null ? '' : String(form.result)}</output>
    </CalculatorForm>
  )
}

const valor = () => screen.getByRole('textbox', { name: 'Valor' })
const calcular = () => screen.getByRole('button', { name: 'Calcular' })
const usado = () => screen.getByLabelText('Usado')

beforeEach(() => {
  used.length = 0
})

describe('NumberField typed key by key', () => {
  it.each([
    ['1.500.000', '1.500.000', '1.500.000,00', '1500000'],
    ['1.000.000,00', '1.000.000,00', '1.000.000,00', '1000000'],
    ['2.499,9', '2.499,9', '2.499,90', '2499.9'],
    ['0,9', '0,9', '0,90', '0.9'],
    ['12.345,67', '12.345,67', '12.345,67', '12345.67'],
  ])('%s reads %s, leaves %s and computes on %s', async (keys, typed, left, value) => {
    const user = userEvent.setup()
    renderCalculator(<Harness />)
    await user.type(valor(), keys)
    expect(valor()).toHaveValue(typed)
    await user.tab()
    expect(valor()).toHaveValue(left)
    await user.click(calcular())
    expect(usado()).toHaveTextContent(value)
    expect(window.location.search).toContain(`valor=${value}`)
  })

  it('keeps the caret after the digit typed in the middle while the dots move', async () => {
    const user = userEvent.setup()
    renderCalculator(<Harness />)
    await user.type(valor(), '1234')
    expect(valor()).toHaveValue('1.234')
    await user.type(valor(), '5', { initialSelectionStart: 1, initialSelectionEnd: 1 })
    expect(valor()).toHaveValue('15.234')
    expect(valor()).toHaveProperty('selectionStart', 2)
  })

  it('keeps a minus sign where negatives make no sense, says why at once and does not compute', async () => {
    const user = userEvent.setup()
    renderCalculator(<Harness />)
    await user.type(valor(), '-10')
    expect(valor()).toHaveValue('-10')
    expect(valor()).toHaveAttribute('aria-invalid', 'true')
    expect(valor()).toHaveAccessibleDescription('O valor não pode ser negativo.')
    await user.click(calcular())
    expect(valor()).toHaveValue('-10,00')
    expect(valor()).toHaveAccessibleDescription('O valor não pode ser negativo.')
    expect(usado()).toHaveTextContent('')
  })

  it('takes a minus sign where negatives are allowed', async () => {
    const user = userEvent.setup()
    renderCalculator(<Harness />)
    await user.type(screen.getByRole('textbox', { name: 'Saldo' }), '-1500')
    expect(screen.getByRole('textbox', { name: 'Saldo' })).toHaveValue('-1.500')
    expect(screen.getByRole('textbox', { name: 'Saldo' })).not.toHaveAttribute('aria-invalid')
  })

  it('rounds a value beyond the precision in sight before using it (Enter, no blur)', async () => {
    const user = userEvent.setup()
    renderCalculator(<Harness />)
    await user.type(valor(), '1.234,567{Enter}')
    expect(valor()).toHaveValue('1.234,57')
    expect(usado()).toHaveTextContent('1234.57')
    expect(used.at(-1)?.valor).toBe(1234.57)
  })

  it('warns in one line beside an implausible but legal value, and computes', async () => {
    const user = userEvent.setup()
    renderCalculator(<Harness />)
    await user.type(valor(), '100')
    const taxa = screen.getByRole('textbox', { name: 'Taxa' })
    await user.type(taxa, '20')
    // 20% ao ano would be ordinary: the warning asks whether that was meant.
    expect(taxa).toHaveAccessibleDescription('Acima de 15% ao mês. Você quis dizer 20% ao ano?')
    expect(taxa).not.toHaveAttribute('aria-invalid')
    await user.selectOptions(screen.getByLabelText('A taxa é'), 'ano')
    expect(taxa).not.toHaveAccessibleDescription()
    // Above the yearly equivalent, (1 + 15%)^12 − 1, a yearly rate is questioned too, and a
    // monthly one that high is no yearly rate either.
    await user.clear(taxa)
    await user.type(taxa, '500')
    expect(taxa).toHaveAccessibleDescription('Acima de 435,03% ao ano: confira a taxa.')
    await user.selectOptions(screen.getByLabelText('A taxa é'), 'mes')
    expect(taxa).toHaveAccessibleDescription('Acima de 15% ao mês: confira a taxa.')
    const idade = screen.getByRole('textbox', { name: 'Idade' })
    await user.type(idade, '111')
    expect(idade).toHaveAccessibleDescription('Acima de 110 anos: confira a idade.')
    await user.click(calcular())
    expect(usado()).toHaveTextContent('100')
  })
})

describe('links with values the form cannot use', () => {
  it('fill the form and show the message Calcular would, without taking the focus', async () => {
    renderCalculator(<Harness />, { url: '/?valor=9000000' })
    expect(await screen.findByText('O valor passa do limite de R$ 5.000.000,00.')).toBeVisible()
    expect(valor()).toHaveValue('9.000.000,00')
    expect(valor()).not.toHaveFocus()
    expect(usado()).toHaveTextContent('')
  })

  it('keep a negative where none is allowed, and say why', async () => {
    renderCalculator(<Harness />, { url: '/?valor=-5&idade=30' })
    expect(await screen.findByText('O valor não pode ser negativo.')).toBeVisible()
    expect(valor()).toHaveValue('-5,00')
  })

  it('round a value beyond the precision in sight', async () => {
    renderCalculator(<Harness />, { url: '/?valor=10.005' })
    expect(await screen.findByLabelText('Usado')).toHaveTextContent('10.01')
    expect(valor()).toHaveValue('10,01')
  })
})
