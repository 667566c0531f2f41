import { severanceCheckHref } from './severance-text.ts'

describe('"Conferir com meu TRCT"', () => {
  it('opens the TRCT check with the rescisão’s parameters, without the labour screen’s tab', () => {
    expect(
      severanceCheckHref('?modo=rescisao&salario=3000&admissao=2022-03-10&demissao=2026-11-20'),
    ).toBe('/confira-sua-rescisao?salario=3000&admissao=2022-03-10&demissao=2026-11-20')
    expect(severanceCheckHref('')).toBe('/confira-sua-rescisao')
  })
})
