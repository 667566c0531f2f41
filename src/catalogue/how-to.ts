import type { CalculatorId } from '@/config/calculator-ids.ts'

/** A calculator's "Como usar" steps, with a worked example where it helps. */
export type HowToSteps = readonly string[]

/**
 * Where each calculator's steps live: one small module per id under `./how-to/`, so a page loads
 * only its own steps (on the home page they would be 2,5 KB gzip of a 100 KB budget, and on a
 * calculator page all 28 would be 4 KB). Typed by id, so every calculator has steps.
 */
export const howToLoaders: Record<CalculatorId, () => Promise<{ default: HowToSteps }>> = {
  simple: () => import('./how-to/simple.ts'),
  scientific: () => import('./how-to/scientific.ts'),
  percentage: () => import('./how-to/percentage.ts'),
  converter: () => import('./how-to/converter.ts'),
  profit: () => import('./how-to/profit.ts'),
  compound: () => import('./how-to/compound.ts'),
  'fixed-income': () => import('./how-to/fixed-income.ts'),
  installment: () => import('./how-to/installment.ts'),
  'cash-or-instalments': () => import('./how-to/cash-or-instalments.ts'),
  roi: () => import('./how-to/roi.ts'),
  financing: () => import('./how-to/financing.ts'),
  labor: () => import('./how-to/labor.ts'),
  vacation: () => import('./how-to/vacation.ts'),
  unemployment: () => import('./how-to/unemployment.ts'),
  payday: () => import('./how-to/payday.ts'),
  'payslip-check': () => import('./how-to/payslip-check.ts'),
  'severance-check': () => import('./how-to/severance-check.ts'),
  fuel: () => import('./how-to/fuel.ts'),
  salary: () => import('./how-to/salary.ts'),
  'clt-pj': () => import('./how-to/clt-pj.ts'),
  education: () => import('./how-to/education.ts'),
  bmi: () => import('./how-to/bmi.ts'),
  date: () => import('./how-to/date.ts'),
  sales: () => import('./how-to/sales.ts'),
  pregnancy: () => import('./how-to/pregnancy.ts'),
  tax: () => import('./how-to/tax.ts'),
  countdown: () => import('./how-to/countdown.ts'),
  retirement: () => import('./how-to/retirement.ts'),
  inflation: () => import('./how-to/inflation.ts'),
  'personal-loan': () => import('./how-to/personal-loan.ts'),
  ovulation: () => import('./how-to/ovulation.ts'),
  discount: () => import('./how-to/discount.ts'),
  age: () => import('./how-to/age.ts'),
  consortium: () => import('./how-to/consortium.ts'),
  tip: () => import('./how-to/tip.ts'),
  history: () => import('./how-to/history.ts'),
}
