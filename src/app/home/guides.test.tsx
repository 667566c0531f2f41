import { render } from '@testing-library/react'

import { calculateCompound } from '@/lib/compound/compound.ts'
import { ETHANOL_PRICE_RULE_PERCENT } from '@/lib/fuel/fuel.ts'
import { calculatePercentage } from '@/lib/percentage/percentage.ts'
import { brlText } from '@/test/money-text.ts'
import { value } from '@/test/outcome-value.ts'

import { Guides } from './guides.tsx'

// The guides' worked figures are the library's: the home page writes them as text (formatting
// them there would load the locale's number data on a page that computes nothing), so this test
// computes each one again.

const result = (input: Parameters<typeof calculatePercentage>[0]) => {
  const r = value(calculatePercentage(input))
  return r.modo === 'variacao' ? r.percent : r.result
}

describe('home guides', () => {
  const text = () => (render(<Guides />).container.textContent ?? '').replace(/\s+/g, ' ')

  it('compound interest: R$ 1.000,00 at 1% a month for a year, against simple interest', () => {
    const compound = value(calculateCompound({ inicial: 1000, taxa: 1, periodo: 12 })).finalValue
    const simple = result({ modo: 'aumento', valor: 1000, pct: 12 })
    expect(text()).toContain(
      `R$ 1.000,00 a 1% ao mês viram cerca de ${brlText(compound)} em um ano, e não ${brlText(simple)}`,
    )
  })

  it('the 70% rule for ethanol, and 10% up then 10% down', () => {
    const rule = ETHANOL_PRICE_RULE_PERCENT
    const ethanol = result({ modo: 'de', valor: 6, pct: rule })
    const up = result({ modo: 'aumento', valor: 100, pct: 10 })
    const down = result({ modo: 'reducao', valor: up, pct: 10 })
    const shown = text()
    expect(shown).toContain(`regra dos ${rule}%`)
    expect(shown).toContain(`a R$ 6,00, o etanol vale a pena até ${brlText(ethanol)}`)
    expect(shown).toContain(`(R$ 100,00 vira ${brlText(up)} e depois ${brlText(down)})`)
  })
})
