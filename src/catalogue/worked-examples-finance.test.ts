import { calculateCompound } from '@/lib/compound/compound.ts'
import { solveCompoundGoal } from '@/lib/compound/compound-goal.ts'
import { calculateConsortium } from '@/lib/consortium/consortium.ts'
import { calculateCorrection } from '@/lib/correction/correction.ts'
import { calculateFinancing } from '@/lib/financing/financing.ts'
import { calculateFixedIncome } from '@/lib/fixed-income/fixed-income.ts'
import { calculateInflation } from '@/lib/inflation/inflation.ts'
import { calculateInstallment } from '@/lib/installment/installment.ts'
import { calculatePersonalLoan } from '@/lib/personal-loan/personal-loan.ts'
import { calculateProfit } from '@/lib/profit/profit.ts'
import { calculateRent } from '@/lib/rent/rent.ts'
import { calculateRetirement, DEFAULT_INFLATION } from '@/lib/retirement/retirement.ts'
import { calculateRoi } from '@/lib/roi/roi.ts'
import { calculateSales } from '@/lib/sales/sales.ts'
import { value } from '@/test/outcome-value.ts'

import { SAMPLE_TODAY } from './sample-links.ts'
import { financeExamples as x } from './worked-examples-finance.ts'

// Every figure of the finance group's worked examples, computed again by the library from the
// example's own inputs (see worked-examples.test.ts).

describe('worked examples of the finance calculators', () => {
  it('lucro: price, profit and markup from a margin', () => {
    const r = value(calculateProfit(x.profit.query))
    expect({ salePrice: r.salePrice, profit: r.profit, markup: r.markup }).toEqual(x.profit.figures)
  })

  it('juros compostos, and the monthly deposit that reaches a goal (npf.pmt)', () => {
    expect(value(calculateCompound(x.compound.query)).finalValue).toBe(
      x.compound.figures.finalValue,
    )
    const { deposit, ...goal } = x.compound.goal
    expect(value(solveCompoundGoal(goal))).toMatchObject({ solved: 'aporte', deposit })
  })

  it('renda fixa: the sample on its day, and examples 1 and 2 of docs/legal/fixed-income.md', () => {
    const net = (input: Parameters<typeof calculateFixedIncome>[0], product: string) =>
      value(calculateFixedIncome(input)).products.find((p) => p.product === product)?.net
    const sample = { ...x['fixed-income'].query, inicio: SAMPLE_TODAY.slice(0, 10) }
    expect(net(sample, 'cdb')).toBe(x['fixed-income'].figures.cdbNet)
    const { cdbNet, lciNet, ...legal } = x['fixed-income'].legal
    expect([net(legal, 'cdb'), net(legal, 'lci')]).toEqual([cdbNet, lciNet])
  })

  it('parcelamento', () => {
    expect(value(calculateInstallment(x.installment.query)).installmentValue).toBe(
      x.installment.figures.installment,
    )
  })

  it('ROI', () => {
    expect(value(calculateRoi(x.roi.query))).toMatchObject(x.roi.figures)
  })

  it('financiamento: Price instalment and first SAC instalment', () => {
    const r = value(calculateFinancing(x.financing.query))
    expect({ price: r.price.installmentValue, sacFirst: r.sac.firstInstallment }).toEqual(
      x.financing.figures,
    )
  })

  it('aposentadoria: the savings, the deposit for the goal, the default inflation', () => {
    const r = value(calculateRetirement(x.retirement.query))
    expect({
      futureValue: r.futureValue,
      monthlyNeeded: r.monthlyNeeded,
      inflation: r.today.inflation,
    }).toEqual(x.retirement.figures)
    expect(r.today.inflation).toBe(DEFAULT_INFLATION)
  })

  it('inflação: the future price and what the money buys', () => {
    const r = value(calculateInflation(x.inflation.query))
    expect({ futureValue: r.futureValue, purchasingPower: r.purchasingPower }).toEqual(
      x.inflation.figures,
    )
  })

  it('empréstimo pessoal: months, instalment and the equivalent monthly rate', () => {
    const r = value(calculatePersonalLoan(x['personal-loan'].query))
    expect({
      months: r.totalMonths,
      payment: r.monthlyPayment,
      monthlyRate: r.monthlyRate,
    }).toEqual(x['personal-loan'].figures)
  })

  it('meta de vendas', () => {
    const r = value(calculateSales(x.sales.query))
    expect({ monthly: r.salesNeeded, weekly: r.weeklySales, daily: r.dailySales }).toEqual(
      x.sales.figures,
    )
  })

  it('consórcio', () => {
    const r = value(calculateConsortium(x.consortium.query))
    expect({ installment: r.monthlyInstallment, totalPaid: r.totalPaid }).toEqual(
      x.consortium.figures,
    )
  })

  it('correção monetária: R$ 1.000,00 by the IPCA of 2024 (official-series §2)', () => {
    const r = value(calculateCorrection({ ...x.correction.query, percentual: null }))
    expect({
      corrected: r.corrected,
      percent: Number(r.percent.toFixed(2)),
      factor: Number(r.factor.toFixed(6)),
    }).toEqual(x.correction.figures)
  })

  it('reajuste de aluguel: July 2025 by the IGP-M (official-series §3)', () => {
    const r = value(calculateRent(x.rent.query))
    expect({
      adjusted: r.adjusted,
      percent: Number(r.percent.toFixed(2)),
      de: r.de,
      ate: r.ate,
    }).toEqual(x.rent.figures)
  })
})
