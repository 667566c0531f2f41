import { fgtsCheckHref } from './fgts-check-href.ts'

describe('the link from a rescisão to the FGTS check', () => {
  it('carries the salary, the admission’s and the dismissal’s months, and the CLT contract', () => {
    expect(
      fgtsCheckHref(3000, '2026-11-20', '?salario=3000&admissao=2022-03-10&demissao=2026-11-20'),
    ).toBe('/confira-seu-fgts?salario=3000&inicio=2022-03&fim=2026-11&contrato=clt')
  })

  it('without an admission in the address, the months to the dismissal only', () => {
    expect(fgtsCheckHref(2500.5, '2026-11-20')).toBe(
      '/confira-seu-fgts?salario=2500.5&fim=2026-11&contrato=clt',
    )
  })
})
