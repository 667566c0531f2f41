import { calculateAge } from '@/lib/age/age.ts'
import { calculateCashOrInstalments } from '@/lib/cash-or-instalments/cash-or-instalments.ts'
import { calculateBmi } from '@/lib/bmi/bmi.ts'
import { calculateCltPj } from '@/lib/clt-pj/clt-pj.ts'
import { FATOR_R_PERCENT } from '@/lib/clt-pj/clt-pj-options.ts'
import { convertUnits } from '@/lib/converter/converter.ts'
import { calculateCountdown } from '@/lib/countdown/countdown.ts'
import { calculateDateDifference } from '@/lib/date/date.ts'
import { calculateDiscount } from '@/lib/discount/discount.ts'
import { calculateAverages, calculateRuleOfThree } from '@/lib/education/education.ts'
import { calculateFuelConsumption, ETHANOL_PRICE_RULE_PERCENT } from '@/lib/fuel/fuel.ts'
import { ETHANOL_YIELD } from '@/lib/fuel/fuel-options.ts'
import { calculateSeverance } from '@/lib/labor/labor.ts'
import { calculatePayday } from '@/lib/payday/payday.ts'
import { checkPayslip } from '@/lib/payslip-check/payslip-check.ts'
import { checkSeverance } from '@/lib/severance-check/severance-check.ts'
import { calculateOvulation } from '@/lib/ovulation/ovulation.ts'
import { calculatePercentage } from '@/lib/percentage/percentage.ts'
import { calculatePregnancy } from '@/lib/pregnancy/pregnancy.ts'
import { calculateSalaryNet } from '@/lib/salary/salary.ts'
import { evaluateExpression } from '@/lib/scientific/scientific.ts'
import {
  initialSimpleState,
  pressSimple,
  SIMPLE_HISTORY_SIZE,
  type SimpleKey,
} from '@/lib/simple/simple.ts'
import { calculateMei, calculateSimples } from '@/lib/tax/tax.ts'
import { calculateTip } from '@/lib/tip/tip.ts'
import { QUICK_TIP_PERCENTS } from '@/lib/tip/tip-options.ts'
import { calculateUnemployment } from '@/lib/unemployment/unemployment.ts'
import { calculateVacation } from '@/lib/vacation/vacation.ts'
import { formatWeekday } from '@/utils/format.ts'

import { SAMPLE_TODAY } from './sample-links.ts'
import { value } from '@/test/outcome-value.ts'
import { workedExamples as x } from './worked-examples.ts'

// Every figure a how-to or a test quotes from a worked example, computed again by the library
// from the example's own inputs: a text can only state what the calculator gives. The finance
// group's are in worked-examples-finance.test.ts; where they are quoted, in how-to-figures.test.ts.

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

  it('confira seu holerite: INSS at 14% flat, overtime without DSR, FGTS short', () => {
    const r = value(checkPayslip({ ...x['payslip-check'].query, today: TODAY }))
    const inss = r.lines.find((l) => l.id === 'pagoInss')
    expect({
      dsr: r.dsr,
      inss: r.inss,
      inssExcess: inss?.owed,
      fgts: r.fgts,
      balance: r.balance,
    }).toEqual(x['payslip-check'].figures)
  })

  it('confira sua rescisão: aviso of 30 days, 13º of 11/12, paid late', () => {
    const r = value(checkSeverance({ ...x['severance-check'].query, today: TODAY }))
    expect({
      notice: r.severance.priorNotice,
      thirteenth: r.severance.proportionalThirteenth,
      deadline: r.paymentDeadline,
      fine: r.lines.find((l) => l.id === 'multa477')?.due,
      claimDeadline: r.claimDeadline,
      balance: r.balance,
    }).toEqual(x['severance-check'].figures)
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
      fatorR: FATOR_R_PERCENT,
    }).toEqual(x['clt-pj'].figures)
  })

  it('MEI and Simples', () => {
    expect(value(calculateMei(x.tax.query, YEAR)).monthlyTax).toBe(x.tax.figures.das)
    const { effectiveRate, ...simples } = x.tax.simples
    expect(value(calculateSimples(simples, YEAR)).taxRate).toBe(effectiveRate)
  })

  it('consumo de combustível', () => {
    const r = value(calculateFuelConsumption(x.fuel.query))
    expect({
      kmPerLiter: r.kmPerLiter,
      ethanolYield: ETHANOL_YIELD * 100,
      priceRule: ETHANOL_PRICE_RULE_PERCENT,
    }).toEqual(x.fuel.figures)
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

/** The keys a phone keypad shows, as the lib takes them: `200 − 10% =` → `200-10%=`. */
function press(text: string) {
  const keys = (text.replace(/\s/g, '').replace('−', '-').replace('×', '*').match(/./g) ??
    []) as SimpleKey[]
  return Number(keys.reduce(pressSimple, initialSimpleState).display)
}

describe('worked examples of the utilities, health and dates', () => {
  it('porcentagem: % de um valor, aumento, variação', () => {
    expect(value(calculatePercentage(x.percentage.query))).toMatchObject(x.percentage.figures)
    const { result, ...increase } = x.percentage.increase
    expect(value(calculatePercentage(increase))).toMatchObject({ result })
    const { percent, ...change } = x.percentage.change
    expect(value(calculatePercentage(change))).toMatchObject({ percent })
  })

  it('desconto', () => {
    expect(value(calculateDiscount(x.discount.query))).toMatchObject(x.discount.figures)
  })

  it('gorjeta: the total and an uneven split, with the quick buttons', () => {
    const r = value(calculateTip(x.tip.query))
    const f = x.tip.figures
    expect({ total: r.totalAmount, perPerson: r.perPerson }).toMatchObject({
      total: f.total,
      perPerson: f.perPerson,
    })
    expect(r.split).toEqual([
      { amount: f.share, people: f.shares },
      { amount: f.rest, people: x.tip.query.pessoas - f.shares },
    ])
    expect(x.tip.quick).toEqual(QUICK_TIP_PERCENTS)
  })

  it('IMC', () => {
    const r = value(calculateBmi(x.bmi.query))
    expect({ bmi: r.bmi, category: r.category }).toEqual(x.bmi.figures)
  })

  it('ovulação, with the default cycle and luteal phase', () => {
    const r = value(calculateOvulation({ ...x.ovulation.query, today: TODAY }))
    expect({ cycle: r.ciclo, luteal: r.lutea, ovulationDate: r.ovulationDate }).toEqual(
      x.ovulation.figures,
    )
  })

  it('conversor de unidades', () => {
    expect(value(convertUnits(x.converter.query)).result).toBe(x.converter.figures.result)
    const { result, ...mile } = x.converter.mile
    expect(value(convertUnits(mile)).result).toBe(result)
  })

  it('contador regressivo: the event on its weekday, in Brasília time', () => {
    const r = value(calculateCountdown({ ...x.countdown.query, now: Date.parse(SAMPLE_TODAY) }))
    expect([r.data, r.hora]).toEqual([x.countdown.query.data, x.countdown.query.hora])
    expect(formatWeekday(r.data)).toBe(x.countdown.figures.weekday)
  })

  it('calculadora simples: the sample, % as on a phone and operations in typed order', () => {
    const keys = x.simple.keys.map((key) => (key === 'Enter' ? '=' : key)).join('')
    expect(press(keys)).toBe(x.simple.figures.display)
    const p = x.simple.percent
    expect(press(`${p.base}+${p.pct}%=`)).toBe(p.plus)
    expect(press(`${p.base}-${p.pct}%=`)).toBe(p.minus)
    expect(press(`${p.base}*${p.pct}%=`)).toBe(p.times)
    expect(press(`${p.alone}%`)).toBe(p.aloneValue)
    const c = x.simple.chain
    expect(press(`${c.a}+${c.b}*${c.c}=`)).toBe(c.result)
    expect(x.simple.historySize).toBe(SIMPLE_HISTORY_SIZE)
  })

  it('calculadora científica: the sample, a sine in degrees, a square of a result', () => {
    expect(evaluateExpression(x.scientific.keys.slice(0, -1).join(''))).toEqual({
      ok: true,
      value: x.scientific.figures.result,
    })
    const { sine, square } = x.scientific
    expect(evaluateExpression(`sen ${sine.degrees}`, 'DEG')).toEqual({
      ok: true,
      value: sine.value,
    })
    expect(evaluateExpression(`${square.value}^2`)).toEqual({ ok: true, value: square.result })
  })
})
