import { balanceFigure, checkSummary } from './check-summary.ts'
import { checkHistoryResult, paidLineField } from './paid-lines.ts'

// docs/legal/checks.md: a check says how many lines do not match, never a figure of the paper in
// the history, and its main figure is the balance in whose favour it is.

describe('the words of a payslip or TRCT check', () => {
  it('counts the lines that do not match, singular and plural', () => {
    expect(checkSummary(0)).toBe('Todas as linhas conferem')
    expect(checkSummary(1)).toBe('1 linha não confere')
    expect(checkSummary(3)).toBe('3 linhas não conferem')
    expect(checkHistoryResult(0)).toBe('Todas as linhas conferem')
    expect(checkHistoryResult(1)).toBe('1 linha a conferir')
    expect(checkHistoryResult(2)).toBe('2 linhas a conferir')
  })

  it('names the balance by whose favour it is in, in the error colour only when owed', () => {
    expect(balanceFigure(219.58)).toEqual({
      label: 'Diferença a seu favor',
      value: 'R$\u00a0219,58',
      tone: 'negative',
    })
    expect(balanceFigure(0)).toEqual({ label: 'Diferença a seu favor', value: 'R$\u00a00,00' })
    expect(balanceFigure(-70)).toMatchObject({
      label: 'Diferença a favor da empresa',
      value: 'R$\u00a070,00',
      tone: undefined,
    })
  })

  it('a line as paid: its messages, and a warning above its share of the salary', () => {
    const line = paidLineField('O 13º', 2)
    expect(line.kind).toBe('money')
    expect(line.messages).toEqual({
      negative: 'O 13º não pode ser negativo.',
      invalid: 'Digite o 13º em reais, como 1.234,56.',
    })
    expect(line.warn(6000, { salario: '3.000,00' })).toBeUndefined()
    expect(line.warn(6000.01, { salario: '3.000,00' })).toBe(
      'Mais de 2 vezes o salário: confira o valor.',
    )
    expect(paidLineField('O INSS').warn(3000.01, { salario: '3000' })).toBe(
      'Maior que o salário: confira o valor.',
    )
    // Acronyms keep their capitals in the sentence.
    expect(paidLineField('O INSS').messages.invalid).toBe('Digite o INSS em reais, como 1.234,56.')
    expect(paidLineField('O líquido', 3, 'Digite ao menos uma linha.').messages).toMatchObject({
      required: 'Digite ao menos uma linha.',
    })
  })
})
