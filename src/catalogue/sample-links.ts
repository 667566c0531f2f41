import type { CalculatorId } from '@/config/calculator-ids.ts'
import { brl, decimal, fixedPercent, longDate } from './example-text.ts'
import { exampleHref, workedExamples as x, type WorkedExampleId } from './worked-examples.ts'

/**
 * One link per routed calculator with the URL contract's parameters (docs/decisions.md §4) and a
 * piece of the result it must show: the browser suite opens each (e2e/support/sample-links.ts),
 * the catalogue test checks every route has one. The simple and scientific calculators take no
 * URL inputs: their result comes from the keyboard (`keys`). Each link and its figure are the
 * calculator's worked example (./worked-examples.ts).
 */
export type SampleLink = {
  /** Path and query. */
  href: string
  /** Text the result shows (whitespace normalised: `R$ 1,00` matches Intl's non-breaking space). */
  expected: string
  /** Keys typed on the page instead of a query (calculators without URL inputs). */
  keys?: readonly string[]
  /** Screens whose result depends on today's date get a fixed clock. */
  fixedToday?: boolean
}

/** The day the date-dependent samples were computed for (São Paulo noon). */
export const SAMPLE_TODAY = '2026-11-22T12:00:00-03:00'

const link = (id: WorkedExampleId) => exampleHref(x[id].path, x[id].query)

export const sampleLinks: Readonly<Record<Exclude<CalculatorId, 'history'>, SampleLink>> = {
  simple: {
    href: link('simple'),
    keys: x.simple.keys,
    expected: decimal(x.simple.figures.display),
  },
  scientific: {
    href: link('scientific'),
    keys: x.scientific.keys,
    expected: decimal(x.scientific.figures.result),
  },
  percentage: { href: link('percentage'), expected: decimal(x.percentage.figures.result) },
  converter: { href: link('converter'), expected: decimal(x.converter.figures.result) },
  profit: { href: link('profit'), expected: brl(x.profit.figures.salePrice) },
  compound: { href: link('compound'), expected: brl(x.compound.figures.finalValue) },
  'fixed-income': {
    href: link('fixed-income'),
    expected: brl(x['fixed-income'].figures.cdbNet),
    fixedToday: true,
  },
  installment: { href: link('installment'), expected: brl(x.installment.figures.installment) },
  roi: { href: link('roi'), expected: fixedPercent(x.roi.figures.roi) },
  financing: { href: link('financing'), expected: brl(x.financing.figures.price) },
  labor: { href: link('labor'), expected: brl(x.labor.figures.netTotal) },
  vacation: { href: link('vacation'), expected: brl(x.vacation.figures.net) },
  // The filing window of its dismissal date closes: after it, no instalment is shown.
  unemployment: {
    href: link('unemployment'),
    expected: brl(x.unemployment.figures.total),
    fixedToday: true,
  },
  'cash-or-instalments': {
    href: link('cash-or-instalments'),
    expected: brl(x['cash-or-instalments'].figures.saving),
  },
  payday: { href: link('payday'), expected: longDate(x.payday.figures.labour) },
  'severance-check': {
    href: link('severance-check'),
    expected: brl(x['severance-check'].figures.balance),
  },
  'payslip-check': {
    href: link('payslip-check'),
    expected: brl(x['payslip-check'].figures.balance),
  },
  fuel: { href: link('fuel'), expected: `${decimal(x.fuel.figures.kmPerLiter)} km/L` },
  salary: { href: link('salary'), expected: brl(x.salary.figures.net) },
  'clt-pj': { href: link('clt-pj'), expected: brl(x['clt-pj'].figures.difference) },
  education: {
    href: link('education'),
    expected: `${x.education.query.a} está para ${x.education.query.b} assim como ${x.education.query.c} está para ${x.education.figures.x}`,
  },
  bmi: { href: link('bmi'), expected: decimal(x.bmi.figures.bmi, 2, 2) },
  date: { href: link('date'), expected: `${x.date.figures.totalDays} dias` },
  sales: { href: link('sales'), expected: `${x.sales.figures.monthly} vendas` },
  pregnancy: {
    href: link('pregnancy'),
    expected: longDate(x.pregnancy.figures.dueDate),
    fixedToday: true,
  },
  tax: { href: link('tax'), expected: brl(x.tax.figures.das) },
  countdown: {
    href: link('countdown'),
    expected: `${x.countdown.figures.weekday}, ${longDate(x.countdown.query.data)} às ${x.countdown.query.hora}`,
  },
  retirement: { href: link('retirement'), expected: brl(x.retirement.figures.futureValue) },
  inflation: { href: link('inflation'), expected: brl(x.inflation.figures.futureValue) },
  'personal-loan': {
    href: link('personal-loan'),
    expected: brl(x['personal-loan'].figures.payment),
  },
  ovulation: {
    href: link('ovulation'),
    expected: longDate(x.ovulation.figures.ovulationDate),
    fixedToday: true,
  },
  discount: { href: link('discount'), expected: brl(x.discount.figures.finalPrice) },
  age: {
    href: link('age'),
    expected: `${x.age.figures.years} anos, ${x.age.figures.months} meses, ${x.age.figures.days} dias`,
  },
  consortium: { href: link('consortium'), expected: brl(x.consortium.figures.installment) },
  tip: { href: link('tip'), expected: brl(x.tip.figures.perPerson) },
}
