import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { renderCalculator } from '@/test/render-calculator.tsx'
import { result, resultRegion } from '@/test/result.ts'

import EducationCalculator from './education.tsx'

const rows = () =>
  within(screen.getByRole('list', { name: 'Notas e pesos' })).getAllByRole('listitem')

describe('Education screen', () => {
  it('médias: 7, 8,5 and 6 with weights 1, 2, 1 → 7,17 and 7,50; the address carries them', async () => {
    const user = userEvent.setup()
    renderCalculator(<EducationCalculator />)
    expect(rows()).toHaveLength(4)
    expect(screen.getByLabelText('Peso 1')).toHaveValue('1')
    await user.type(screen.getByLabelText('Nota 1'), '7')
    await user.type(screen.getByLabelText('Nota 2'), '8,5')
    await user.clear(screen.getByLabelText('Peso 2'))
    await user.type(screen.getByLabelText('Peso 2'), '2')
    await user.type(screen.getByLabelText('Nota 3'), '6')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await result()).toHaveTextContent('Média ponderada7,50')
    expect(await result()).toHaveTextContent('Média aritmética (simples)7,17')
    expect(window.location.search).toBe('?modo=medias&notas=7%3B8.5%3B6&pesos=1%3B2%3B1')
  })

  it('grows to 10 rows at most, removes from the third and never goes below 2', async () => {
    const user = userEvent.setup()
    renderCalculator(<EducationCalculator />)
    expect(screen.queryByRole('button', { name: 'Remover nota 1' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Remover nota 2' })).not.toBeInTheDocument()
    const add = screen.getByRole('button', { name: 'Adicionar nota' })
    for (let i = 0; i < 6; i++) await user.click(add)
    expect(rows()).toHaveLength(10)
    expect(add).toBeDisabled()
    expect(screen.getByText('Máximo de 10 notas.')).toBeInTheDocument()
    while (screen.queryByRole('button', { name: 'Remover nota 3' }))
      await user.click(screen.getByRole('button', { name: 'Remover nota 3' }))
    expect(rows()).toHaveLength(2)
    expect(screen.queryByRole('button', { name: /Remover/ })).not.toBeInTheDocument()
  })

  it('names the wrong row and focuses it; asks for at least 2 grades', async () => {
    const user = userEvent.setup()
    renderCalculator(<EducationCalculator />)
    await user.type(screen.getByLabelText('Nota 1'), '7')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    // The message comes from the formulas, which may still be on their way.
    expect(await screen.findByRole('alert')).toHaveTextContent('Informe pelo menos 2 notas.')
    expect(screen.getByLabelText('Nota 2')).toHaveFocus()
    await user.type(screen.getByLabelText('Nota 2'), '11')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(screen.getByLabelText('Nota 2')).toHaveAccessibleDescription('A nota vai de 0 a 10.')
    expect(screen.getByLabelText('Nota 2')).toHaveFocus()
    expect(await resultRegion()).toBeEmptyDOMElement()
  })

  it('médias from a link fills the rows; Limpar brings back 4 empty rows', async () => {
    const user = userEvent.setup()
    renderCalculator(<EducationCalculator />, {
      url: '/calculadora-educacional?modo=medias&notas=7;8.5;6&pesos=1;2;1',
    })
    expect(await screen.findByText('7,50', { selector: 'p' })).toBeInTheDocument()
    expect(rows()).toHaveLength(3)
    expect(screen.getByLabelText('Nota 2')).toHaveValue('8,5')
    expect(screen.getByLabelText('Peso 2')).toHaveValue('2')
    await user.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(rows()).toHaveLength(4)
    expect(screen.getByLabelText('Nota 1')).toHaveValue('')
    expect(window.location.search).toBe('')
  })

  it('nota necessária: 6, 7, 5 for 7 needs 10,00; 9, 9, 9 for 5 is already met; 2, 2, 2 for 7 is not reachable', async () => {
    const user = userEvent.setup()
    renderCalculator(<EducationCalculator />, {
      url: '/calculadora-educacional?modo=nota-necessaria&n1=6&n2=7&n3=5&meta=7',
    })
    expect(await screen.findByText('10,00')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Nota necessária' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.getByText('✓ Meta alcançável')).toBeInTheDocument()
    const fill = async (values: string[]) => {
      for (const [i, label] of ['1ª nota', '2ª nota', '3ª nota', 'Média desejada'].entries()) {
        await user.clear(screen.getByLabelText(label))
        await user.type(screen.getByLabelText(label), values[i] ?? '')
      }
      await user.click(screen.getByRole('button', { name: 'Calcular' }))
    }
    await fill(['9', '9', '9', '5'])
    expect(await screen.findByText(/✓ Meta já garantida/)).toBeInTheDocument()
    await fill(['2', '2', '2', '7'])
    expect(await screen.findByText('✗ Meta não alcançável com as notas atuais')).toBeInTheDocument()
    expect(window.location.search).toBe('?modo=nota-necessaria&n1=2&n2=2&n3=2&meta=7')
  })

  it('regra de três: 2 está para 10 assim como 5 está para 25; A = 0 gets a message', async () => {
    const user = userEvent.setup()
    renderCalculator(<EducationCalculator />)
    await user.click(screen.getByRole('tab', { name: 'Regra de Três' }))
    expect(screen.getByRole('tab', { name: 'Regra de três simples' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await user.type(await screen.findByLabelText('A'), '2')
    await user.type(screen.getByLabelText('B (está para A)'), '10')
    await user.type(screen.getByLabelText('C'), '5')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(await result()).toHaveTextContent('X25')
    expect(await result()).toHaveTextContent('2 está para 10 assim como 5 está para 25')
    expect(window.location.search).toBe('?modo=regra-de-tres&a=2&b=10&c=5')
    await user.clear(screen.getByLabelText('A'))
    await user.type(screen.getByLabelText('A'), '0')
    await user.click(screen.getByRole('button', { name: 'Calcular' }))
    expect(screen.getByLabelText('A')).toHaveAccessibleDescription(
      'A não pode ser zero: a conta divide por A.',
    )
    expect(screen.getByLabelText('A')).toHaveFocus()
  })

  it('porcentagem do total from a link: 30 de 200 é 15,00%, restante 170', async () => {
    renderCalculator(<EducationCalculator />, {
      url: '/calculadora-educacional?modo=porcentagem&valor=30&total=200',
    })
    expect(await screen.findByText('15,00%')).toBeInTheDocument()
    expect(await result()).toHaveTextContent('Restante170')
    expect(await result()).toHaveTextContent('85,00%')
    expect(screen.getByRole('tab', { name: 'Porcentagem do total' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  })

  it('a link on a sub-tab is the one its group returns to', async () => {
    const user = userEvent.setup()
    renderCalculator(<EducationCalculator />, {
      url: '/calculadora-educacional?modo=porcentagem&valor=30&total=200',
    })
    expect(await screen.findByText('15,00%')).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Médias' }))
    expect(screen.getByRole('tab', { name: 'Calcular média' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await user.click(screen.getByRole('tab', { name: 'Regra de Três' }))
    expect(screen.getByRole('tab', { name: 'Porcentagem do total' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  })

  it('keeps what was typed on a sub-tab while the other group is shown', async () => {
    const user = userEvent.setup()
    renderCalculator(<EducationCalculator />)
    await user.type(screen.getByLabelText('Nota 1'), '7')
    await user.click(screen.getByRole('tab', { name: 'Regra de Três' }))
    await user.type(screen.getByLabelText('A'), '2')
    await user.click(screen.getByRole('tab', { name: 'Médias' }))
    expect(screen.getByLabelText('Nota 1')).toHaveValue('7')
    await user.click(screen.getByRole('tab', { name: 'Regra de Três' }))
    expect(screen.getByLabelText('A')).toHaveValue('2')
  })
})
