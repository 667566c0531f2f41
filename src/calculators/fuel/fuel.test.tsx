import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { decimal } from '@/catalogue/example-text.ts'
import { example, sample } from '@/catalogue/calculators/fuel/example.ts'
import { openSteps } from '@/test/open-steps.ts'
import { renderCalculator } from '@/test/render-calculator.tsx'

import FuelCalculator from './fuel.tsx'

// Every tab stays mounted (hidden) so it keeps its inputs: query the open one.
const panel = () => within(screen.getByRole('tabpanel'))

// The card's item, not the "Como calculamos" step of the same name listed after it.
function item(label: string) {
  return (panel().getAllByText(label)[0] as HTMLElement).closest('div')
}

describe('Fuel screen', () => {
  it('Consumo: km/L, total cost and cost per km with three decimals', async () => {
    const user = userEvent.setup()
    renderCalculator(<FuelCalculator />)
    // The worked example of the "Como usar" steps (src/catalogue/calculators/fuel/example.ts).
    const { query: q } = example
    await user.type(panel().getByLabelText('Distância percorrida (km)'), decimal(q.distancia))
    await user.type(panel().getByLabelText('Litros abastecidos (L)'), decimal(q.litros))
    await user.type(panel().getByLabelText('Preço do litro (R$)'), decimal(q.preco, 3))
    await user.click(panel().getByRole('button', { name: 'Calcular' }))
    // 450 / 37,5 = 12 km/L; 37,5 × 5,899 = 221,2125 → R$ 221,21; 0,4916 → R$ 0,492 per km.
    expect((await screen.findAllByText(sample.expected))[0]).toBeInTheDocument()
    expect(item('Custo total')).toHaveTextContent('R$ 221,21')
    expect(item('Custo por km')).toHaveTextContent('R$ 0,492')
    expect(item('Litros a cada 100 km')).toHaveTextContent('8,33 L')
    expect(window.location.search).toBe('?modo=consumo&distancia=450&litros=37.5&preco=5.899')
  })

  it('Consumo: a zero distance gets its message beside the field', async () => {
    const user = userEvent.setup()
    renderCalculator(<FuelCalculator />)
    await user.type(panel().getByLabelText('Distância percorrida (km)'), '0')
    await user.type(panel().getByLabelText('Litros abastecidos (L)'), '10')
    await user.type(panel().getByLabelText('Preço do litro (R$)'), '6')
    await user.click(panel().getByRole('button', { name: 'Calcular' }))
    const distancia = panel().getByLabelText('Distância percorrida (km)')
    expect(distancia).toHaveAccessibleDescription('A distância deve ser maior que zero.')
    expect(distancia).toHaveFocus()
  })

  it('Viagem from a link: 70% assumption stated, ethanol cheaper; its figures reach Comparar', async () => {
    renderCalculator(<FuelCalculator />, {
      url: '/calculadora-combustivel?modo=viagem&distancia=700&consumo=10&gasolina=6&etanol=4',
    })
    // 700 km at 10 km/L: 70 L × 6 = R$ 420; ethanol 7 km/L: 100 L × 4 = R$ 400.
    expect(await screen.findByText('Etanol sai mais barato')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Viagem' })).toHaveAttribute('aria-selected', 'true')
    expect(item('Com gasolina')).toHaveTextContent('R$ 420,00')
    expect(item('Com etanol')).toHaveTextContent('R$ 400,00')
    expect(item('Com etanol')).toHaveTextContent('100 L a 7 km/L')
    expect(item('Economia')).toHaveTextContent('R$ 20,00 (4,76%)')
    expect(screen.getByText(/com etanol o carro faz 70% dos km\/L da gasolina/)).toBeVisible()
    // The link's prices and km/L are carried to Comparar like typed ones.
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Comparar' }))
    expect(panel().getByLabelText('Preço da gasolina (R$/L)')).toHaveValue('6')
    expect(panel().getByLabelText('Preço do etanol (R$/L)')).toHaveValue('4')
    expect(panel().getByLabelText('Consumo com gasolina (km/L)')).toHaveValue('10')
  })

  it('Comparar: the 70% rule and the cost per km of each fuel', async () => {
    const user = userEvent.setup()
    renderCalculator(<FuelCalculator />)
    await user.click(screen.getByRole('tab', { name: 'Comparar' }))
    await user.type(panel().getByLabelText('Preço da gasolina (R$/L)'), '6')
    await user.type(panel().getByLabelText('Preço do etanol (R$/L)'), '4,5')
    await user.type(panel().getByLabelText('Consumo com gasolina (km/L)'), '12')
    await user.click(panel().getByRole('button', { name: 'Calcular' }))
    expect(await screen.findByText('Gasolina compensa')).toBeInTheDocument()
    expect(item('Custo por km com gasolina')).toHaveTextContent('R$ 0,500')
    expect(item('Custo por km com etanol')).toHaveTextContent('R$ 0,536')
    expect(item('Economia por km')).toHaveTextContent('R$ 0,036 (6,72%)')
    expect(item('Preço do etanol ÷ gasolina')).toHaveTextContent('75,00%')
    // The card's rule line; the steps, still closed, name the rule too.
    expect(screen.getAllByText(/Regra dos 70%/)[0]).toBeVisible()
    expect(window.location.search).toBe('?modo=comparar&gasolina=6&etanol=4.5&consumoGasolina=12')
  })

  it('carries the prices and km/L asked by Viagem and Comparar; a tab keeps its own', async () => {
    // Issue rule of this screen: a value asked the same way in two tabs is typed once.
    const user = userEvent.setup()
    renderCalculator(<FuelCalculator />)
    await user.click(screen.getByRole('tab', { name: 'Comparar' }))
    await user.type(panel().getByLabelText('Preço da gasolina (R$/L)'), '7')
    await user.click(screen.getByRole('tab', { name: 'Viagem' }))
    const gasolina = panel().getByLabelText('Preço da gasolina (R$/L)')
    expect((gasolina as HTMLInputElement).value).toMatch(/^7(,000)?$/)
    await user.clear(gasolina)
    await user.type(gasolina, '6')
    await user.type(panel().getByLabelText('Preço do etanol (R$/L)'), '4,5')
    await user.type(panel().getByLabelText('Consumo com gasolina (km/L)'), '12')
    await user.click(screen.getByRole('tab', { name: 'Comparar' }))
    // Comparar had its own gasoline price: it keeps it; the rest arrives from Viagem.
    expect(panel().getByLabelText<HTMLInputElement>('Preço da gasolina (R$/L)').value).toMatch(
      /^7(,000)?$/,
    )
    expect(panel().getByLabelText<HTMLInputElement>('Preço do etanol (R$/L)').value).toMatch(
      /^4,5(00)?$/,
    )
    expect(panel().getByLabelText('Consumo com gasolina (km/L)')).toHaveValue('12')
    // Consumo asks for one fuel's price and a distance driven: another question, left alone.
    await user.click(screen.getByRole('tab', { name: 'Consumo' }))
    expect(panel().getByLabelText('Preço do litro (R$)')).toHaveValue('')
    expect(panel().getByLabelText('Distância percorrida (km)')).toHaveValue('')
  })

  it('Limpar clears the tab’s inputs, result and address', async () => {
    const user = userEvent.setup()
    renderCalculator(<FuelCalculator />, { url: sample.href })
    expect((await screen.findAllByText(sample.expected))[0]).toBeInTheDocument()
    await user.click(panel().getByRole('button', { name: 'Limpar' }))
    expect(panel().getByLabelText('Distância percorrida (km)')).toHaveValue('')
    expect(screen.queryAllByText(sample.expected)).toEqual([])
    expect(window.location.search).toBe('')
  })
})

describe('Fuel screen: Como calculamos', () => {
  it('Consumo, the worked example: the costs, then the 12 km/L shown', async () => {
    renderCalculator(<FuelCalculator />, { url: sample.href })
    const steps = await openSteps()
    expect(steps).toHaveLength(4)
    expect(steps[0]).toHaveTextContent('Custo totallitros 37,5 L × preço R$ 5,899/L = R$ 221,21')
    expect(steps[1]).toHaveTextContent('= R$ 0,492/km')
    expect(steps.at(-1)).toHaveTextContent(
      `Consumo médiodistância 450 km ÷ litros 37,5 L = ${sample.expected}`,
    )
  })

  it('Comparar: the 70% rule first, the saving per km last, with the card’s decimals', async () => {
    renderCalculator(<FuelCalculator />, {
      url: '/calculadora-combustivel?modo=comparar&gasolina=6&etanol=4.5&consumoGasolina=12',
    })
    const steps = await openSteps()
    // The ratio reads as its card item does (75,00%), the 70% as the rule is written.
    expect(steps[0]).toHaveTextContent(
      'Preço do etanol ÷ gasolinaetanol R$ 4,50/L ÷ gasolina R$ 6,00/L = 75,00%',
    )
    expect(steps[2]).toHaveTextContent('R$ 6,00/L ÷ consumo com gasolina 12 km/L = R$ 0,500/km')
    expect(steps[3]).toHaveTextContent('× 70%) = R$ 0,536/km')
    expect(steps.at(-1)).toHaveTextContent(
      'Economia por km com gasolina' +
        'custo por km com etanol R$ 0,536/km − custo por km com gasolina R$ 0,500/km = R$ 0,036/km',
    )
  })
})
