import { calculateCompound } from '@/lib/compound/compound.ts'
import { solveCompoundGoal } from '@/lib/compound/compound-goal.ts'
import { calculateConsortium } from '@/lib/consortium/consortium.ts'
import { calculateFinancing } from '@/lib/financing/financing.ts'
import { calculateFixedIncome } from '@/lib/fixed-income/fixed-income.ts'
import { calculateInflation } from '@/lib/inflation/inflation.ts'
import { calculateInstallment } from '@/lib/installment/installment.ts'
import { CONSUMER_FINE_RULE, FORMER_LEGAL_RATE_RULE } from '@/lib/law/tables/late-payment-rules.ts'
import { calculateShippedLatePayment } from '@/lib/late-payment/late-payment-shipped.ts'
import { calculatePersonalLoan } from '@/lib/personal-loan/personal-loan.ts'
import { calculateProfit } from '@/lib/profit/profit.ts'
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

  it('multa e juros de atraso: official-series §4 example, with the shipped IPCA and Taxa Legal', () => {
    const q = x['late-payment'].query
    const r = value(
      calculateShippedLatePayment({
        ...q,
        juros: null,
        correcao: null,
        today: SAMPLE_TODAY.slice(0, 10),
      }),
    )
    expect({
      days: r.days,
      corrected: r.corrected,
      fine: r.fine,
      interestPercent: r.interestPercent,
      interest: r.interest,
      total: r.total,
    }).toEqual(x['late-payment'].figures)
    expect(x['late-payment'].formerLegalRate).toBe(FORMER_LEGAL_RATE_RULE.monthlyRate * 100)
    expect(q.multa).toBe(CONSUMER_FINE_RULE.cap * 100)
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
})
