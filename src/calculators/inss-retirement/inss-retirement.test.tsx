import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { example } from '@/catalogue/calculators/inss-retirement/example.ts'
import { exampleHref } from '@/catalogue/sample-link.ts'
import { brl } from '@/test/money-text.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'
import { result } from '@/test/result.ts'
import { formatDate } from '@/utils/format.ts'

import InssRetirementCalculator from './inss-retirement.tsx'

const { query: q, figures: f } = example

// docs/legal/inss-retirement.md, example 1.
describe('Aposentadoria pelo INSS screen', () => {
  it('a link computes example 1: earliest pedágio 50%, pedágio 100% pays more, every rule listed', async () => {
    renderCalculator(<InssRetirementCalculator />, { url: exampleHref(example.path, q) })
    const region = await result()
    expect(within(region).getAllByText(formatDate(f.earliest))[0]).toBeVisible()
    expect(region).toHaveTextContent(brl('4.755,84'))
    expect(within(region).getByText('Paga mais hoje')).toBeVisible()
    expect(region).toHaveTextContent(brl('4.800,00'))
    const rules = within(
      within(region).getByRole('list', { name: 'Todas as regras' }),
    ).getAllByRole('listitem')
    expect(rules).toHaveLength(5)
    expect(within(rules[2]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'PontosEC 103, art. 15',
    )
    // Each figure under its label (a description list), as a table's column heading would.
    expect(within(rules[2]!).getAllByRole('term')[0]).toHaveTextContent('Cumprida em')
    expect(within(rules[2]!).getAllByRole('definition')[0]).toHaveTextContent(formatDate(f.points))
    expect(
      within(region).getByRole('heading', { name: 'Confira no INSS o que o cálculo não vê' }),
    ).toBeVisible()
  })

  it('typed: sex, birth, start, Calcular; the URL keeps the public parameters', async () => {
    const user = userEvent.setup()
    renderCalculator(<InssRetirementCalculator />, { url: example.path })
    await user.selectOptions(screen.getByLabelText('Sexo'), 'f')
    await user.type(screen.getByLabelText('Data de nascimento'), '1968-09-05')
    await user.type(screen.getByLabelText('Primeira contribuição ao INSS'), '1995-03-06')
    await user.type(screen.getByLabelText('Data da simulação'), '2026-11-20')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    const region = await result()
    expect(within(region).getAllByText('05/09/2029')[0]).toBeVisible()
    expect(region).toHaveTextContent('Informe a média dos salários')
    expect(window.location.search).toContain('sexo=f')
    expect(window.location.search).toContain('inicio=1995-03-06')
  })

  it('under 14 at the first contribution is refused beside the field', async () => {
    renderCalculator(<InssRetirementCalculator />, {
      url: `${example.path}?sexo=m&nascimento=1980-05-10&inicio=1990-01-01`,
    })
    expect(
      await screen.findByText(
        'Antes dos 14 anos não há contribuição ao INSS: informe uma data a partir de 10/05/1994.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Primeira contribuição ao INSS')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  })

  it('tempo instead of inicio (example 2): the same rules from 36a9m0d', async () => {
    renderCalculator(<InssRetirementCalculator />, {
      url: `${example.path}?sexo=f&nascimento=1970-07-20&tempo=36a9m0d&media=3900&referencia=2026-11-20`,
    })
    const region = await result()
    expect(within(region).getAllByText('10/04/2020')[0]).toBeVisible()
    expect(region).toHaveTextContent('primeira contribuição equivalente: 21/02/1990')
  })

  it('an unreadable tempo has its message', async () => {
    const user = userEvent.setup()
    renderCalculator(<InssRetirementCalculator />, { url: example.path })
    await user.selectOptions(screen.getByLabelText('Sexo'), 'f')
    await user.type(screen.getByLabelText('Data de nascimento'), '1970-07-20')
    await user.type(screen.getByLabelText('Ou: tempo já contribuído'), 'trinta')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(
      await screen.findByText('Escreva o tempo em anos, meses e dias, por exemplo 30a2m10d.'),
    ).toBeInTheDocument()
  })

  it('the salary paste computes the média in the browser and fills the field', async () => {
    const user = userEvent.setup()
    renderCalculator(<InssRetirementCalculator />, { url: example.path })
    await user.click(screen.getByRole('button', { name: 'Média a partir dos meus salários' }))
    const box = await screen.findByLabelText('Salários de contribuição, um mês por linha')
    await user.type(box, '04/2026 3.200,00{enter}13/2025 1.000,00{enter}lixo')
    await user.click(screen.getByRole('button', { name: 'Ler os salários' }))
    expect(await screen.findByText(/1 mês lido/)).toBeVisible()
    expect(screen.getByText('2 linhas não lidas')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Usar esta média' }))
    expect(screen.getByLabelText('Média dos salários de contribuição (R$)')).not.toHaveValue('')
  })

  it('"Meses a mais": a count that is not a whole number of months is said beside it, never read as another', async () => {
    const user = userEvent.setup()
    renderCalculator(<InssRetirementCalculator />, { url: exampleHref(example.path, q) })
    const region = await result()
    const months = within(region).getByLabelText('Meses a mais de contribuição')
    // Each was read as its digits alone: 1,5 as 15 months, -10 as 10, 10.5 as 105.
    for (const typed of ['1,5', '-10', '10.5', 'abc', '241']) {
      await user.clear(months)
      await user.type(months, typed)
      expect(months).toHaveAccessibleDescription('Informe um número inteiro de meses, de 0 a 240.')
      expect(months).toBeInvalid()
      expect(within(region).queryByText(/^Com mais/)).not.toBeInTheDocument()
    }
    await user.clear(months)
    await user.type(months, '  7  ')
    expect(months).toBeValid()
    expect(within(region).getByText(/^Com mais 7 meses/)).toBeVisible()
  })
})

// docs/legal/calendar-of-acts.md: a simulation in a year without its own figures borrows the
// latest published ones, and both notes of the result name the same year.
describe('a simulation past the published tables', () => {
  it('in 2028 the closing note names 2026, the year whose minimum wage and teto are used', async () => {
    const url = exampleHref(example.path, { ...q, referencia: '2028-06-15' })
    renderCalculator(<InssRetirementCalculator />, { url })
    const region = await result()
    expect(region).toHaveTextContent('Salário mínimo de 2028 ainda não publicado: usamos o de 2026')
    expect(region).toHaveTextContent(
      'Estimativa. Anos futuros usam o salário mínimo e o teto de 2026;',
    )
  })
})
