import { calculateAge } from '@/lib/age/age.ts'
import { calculateCashOrInstalments } from '@/lib/cash-or-instalments/cash-or-instalments.ts'
import { calculateCltPj } from '@/lib/clt-pj/clt-pj.ts'
import type { Outcome } from '@/lib/core/outcome.ts'
import { calculateDateDifference } from '@/lib/date/date.ts'
import { calculateAverages, calculateRuleOfThree } from '@/lib/education/education.ts'
import { calculateFuelConsumption } from '@/lib/fuel/fuel.ts'
import { calculateSeverance } from '@/lib/labor/labor.ts'
import { calculatePayday } from '@/lib/payday/payday.ts'
import { calculatePregnancy } from '@/lib/pregnancy/pregnancy.ts'
import { calculateSalaryNet } from '@/lib/salary/salary.ts'
import { calculateMei, calculateSimples } from '@/lib/tax/tax.ts'
import { calculateUnemployment } from '@/lib/unemployment/unemployment.ts'
import { calculateVacation } from '@/lib/vacation/vacation.ts'

import { howToLoaders } from './how-to.ts'
import { SAMPLE_TODAY, sampleLinks } from './sample-links.ts'
import { exampleHref, workedExamples as x, type WorkedExampleId } from './worked-examples.ts'

// Every figure a how-to or a test quotes from a worked example, computed again by the library
// from the example's own inputs: a text can only state what the calculator gives.

function value<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors))
  return outcome.value
}

const TODAY = SAMPLE_TODAY.slice(0, 10)
const YEAR = Number(TODAY.slice(0, 4))

describe('worked examples: the library gives every figure', () => {
  it('rescisão', () => {
    const r = value(calculateSeverance(x.labor.query))
    expect({
      noticeDays: r.priorNoticeDays,
      netTotal: r.netTotal,
      total: r.total,
    }).toEqual(x.labor.figures)
  })

  it('férias', () => {
    const r = value(calculateVacation(x.vacation.query, YEAR))
    expect({
      days: r.enjoyDays,
      vacationPay: r.vacation,
      bonus: r.third,
      inss: r.inss,
      irrf: r.irrf.withheld,
      net: r.net,
    }).toEqual(x.vacation.figures)
  })

  it('à vista ou parcelado', () => {
    const { query: q } = x['cash-or-instalments']
    const r = value(calculateCashOrInstalments({ ...q, desconto: null, entrada: 'nao' }))
    expect({
      monthlyRate: Math.round(r.monthlyRate * 100) / 100,
      yearlyRate: Math.round(r.yearlyRate * 100) / 100,
      presentValue: r.presentValue,
      saving: r.saving,
    }).toEqual(x['cash-or-instalments'].figures)
  })

  it('quinto dia útil', () => {
    const r = value(calculatePayday({ ...x.payday.query, today: TODAY }))
    expect({
      labour: r.asked.date,
      banking: r.other.date,
      skippedHoliday: r.asked.skipped.find((d) => d.reason === 'feriado')?.date,
    }).toEqual(x.payday.figures)
  })

  it('seguro-desemprego', () => {
    const r = value(calculateUnemployment(x.unemployment.query, TODAY))
    expect(r.eligibility).toMatchObject(x.unemployment.figures)
  })

  it('salário líquido, with what the Lei 15.270/2025 reduction spares', () => {
    const r = value(calculateSalaryNet(x.salary.query, YEAR))
    expect({
      inss: r.inss,
      irrf: r.irrf,
      saving: r.previousRules?.saving,
      net: r.net,
    }).toEqual(x.salary.figures)
  })

  it('CLT × PJ', () => {
    const r = value(calculateCltPj(x['clt-pj'].query, YEAR))
    expect({
      cltYearly: r.clt.package,
      pjMonthly: r.best.monthlyNet,
      difference: r.monthlyDifference,
    }).toEqual(x['clt-pj'].figures)
  })

  it('MEI and Simples', () => {
    expect(value(calculateMei(x.tax.query, YEAR)).monthlyTax).toBe(x.tax.figures.das)
    const { effectiveRate, ...simples } = x.tax.simples
    expect(value(calculateSimples(simples, YEAR)).taxRate).toBe(effectiveRate)
  })

  it('consumo de combustível', () => {
    const r = value(calculateFuelConsumption(x.fuel.query))
    expect(r.kmPerLiter).toBe(x.fuel.figures.kmPerLiter)
  })

  it('gravidez', () => {
    const r = value(calculatePregnancy({ ...x.pregnancy.query, today: TODAY }))
    expect(r.dueDate).toBe(x.pregnancy.figures.dueDate)
  })

  it('idade', () => {
    const r = value(calculateAge({ ...x.age.query, today: TODAY }))
    expect({ years: r.years, months: r.months, days: r.days }).toEqual(x.age.figures)
  })

  it('diferença entre datas', () => {
    const r = value(calculateDateDifference(x.date.query))
    expect(r.totalDays).toBe(x.date.figures.totalDays)
  })

  it('regra de três and média ponderada', () => {
    expect(value(calculateRuleOfThree(x.education.query)).x).toBe(x.education.figures.x)
    const { x: rule, ...abc } = x.education.ruleOfThree
    expect(value(calculateRuleOfThree(abc)).x).toBe(rule)
    const { weighted, ...grades } = x.education.averages
    expect(value(calculateAverages(grades)).weighted).toBe(weighted)
  })
})

describe('worked examples: where they are quoted', () => {
  it.each(Object.keys(x) as WorkedExampleId[])('%s: its sample link is the example', (id) => {
    expect(sampleLinks[id].href).toBe(exampleHref(x[id].path, x[id].query))
  })

  it.each(Object.keys(x) as WorkedExampleId[])('%s: its "Como usar" has an example', async (id) => {
    const { default: steps } = await howToLoaders[id]()
    expect(
      steps.some((step) => step.includes('Ex.:')),
      id,
    ).toBe(true)
  })

  it.each(Object.keys(x) as WorkedExampleId[])('%s: its figures read as prose', async (id) => {
    const { default: steps } = await howToLoaders[id]()
    for (const step of steps) expect(step, id).not.toMatch(/undefined|NaN|\u00a0|R\$\S/)
  })
})
