import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

import type { CalculatorId } from '@/config/calculator-ids.ts'

/** A calculator screen: one lazily loaded chunk, default-exporting its component. */
export type CalculatorModule = { default: ComponentType }

/**
 * Where each calculator's screen lives. Apart from the catalogue's data, so a page that shows a
 * calculator's name does not reference every screen; typed by id, so every calculator has one.
 */
export const screenLoaders: Record<CalculatorId, () => Promise<CalculatorModule>> = {
  simple: () => import('@/calculators/simple/simple.tsx'),
  scientific: () => import('@/calculators/scientific/scientific.tsx'),
  percentage: () => import('@/calculators/percentage/percentage.tsx'),
  converter: () => import('@/calculators/converter/converter.tsx'),
  profit: () => import('@/calculators/profit/profit.tsx'),
  compound: () => import('@/calculators/compound/compound.tsx'),
  'fixed-income': () => import('@/calculators/fixed-income/fixed-income.tsx'),
  installment: () => import('@/calculators/installment/installment.tsx'),
  'cash-or-instalments': () => import('@/calculators/cash-or-instalments/cash-or-instalments.tsx'),
  roi: () => import('@/calculators/roi/roi.tsx'),
  financing: () => import('@/calculators/financing/financing.tsx'),
  labor: () => import('@/calculators/labor/labor.tsx'),
  vacation: () => import('@/calculators/vacation/vacation.tsx'),
  unemployment: () => import('@/calculators/unemployment/unemployment.tsx'),
  'inss-retirement': () => import('@/calculators/inss-retirement/inss-retirement.tsx'),
  payday: () => import('@/calculators/payday/payday.tsx'),
  'payslip-check': () => import('@/calculators/payslip-check/payslip-check.tsx'),
  'severance-check': () => import('@/calculators/severance-check/severance-check.tsx'),
  'fgts-check': () => import('@/calculators/fgts-check/fgts-check.tsx'),
  'fgts-birthday': () => import('@/calculators/fgts-birthday/fgts-birthday.tsx'),
  fuel: () => import('@/calculators/fuel/fuel.tsx'),
  salary: () => import('@/calculators/salary/salary.tsx'),
  'night-shift': () => import('@/calculators/night-shift/night-shift.tsx'),
  'profit-sharing': () => import('@/calculators/profit-sharing/profit-sharing.tsx'),
  'clt-pj': () => import('@/calculators/clt-pj/clt-pj.tsx'),
  'income-tax': () => import('@/calculators/income-tax/income-tax.tsx'),
  education: () => import('@/calculators/education/education.tsx'),
  bmi: () => import('@/calculators/bmi/bmi.tsx'),
  date: () => import('@/calculators/date/date.tsx'),
  sales: () => import('@/calculators/sales/sales.tsx'),
  pregnancy: () => import('@/calculators/pregnancy/pregnancy.tsx'),
  tax: () => import('@/calculators/tax/tax.tsx'),
  countdown: () => import('@/calculators/countdown/countdown.tsx'),
  retirement: () => import('@/calculators/retirement/retirement.tsx'),
  inflation: () => import('@/calculators/inflation/inflation.tsx'),
  correction: () => import('@/calculators/correction/correction.tsx'),
  rent: () => import('@/calculators/rent/rent.tsx'),
  'personal-loan': () => import('@/calculators/personal-loan/personal-loan.tsx'),
  'late-payment': () => import('@/calculators/late-payment/late-payment.tsx'),
  ovulation: () => import('@/calculators/ovulation/ovulation.tsx'),
  discount: () => import('@/calculators/discount/discount.tsx'),
  age: () => import('@/calculators/age/age.tsx'),
  consortium: () => import('@/calculators/consortium/consortium.tsx'),
  tip: () => import('@/calculators/tip/tip.tsx'),
  history: () => import('@/calculators/history/history.tsx'),
}

type LazyScreen = LazyExoticComponent<ComponentType>

/** One React.lazy per calculator, created once so a chunk is fetched at most once. */
export const lazyCalculators = {} as Record<CalculatorId, LazyScreen>
for (const [id, load] of Object.entries(screenLoaders) as [
  CalculatorId,
  () => Promise<CalculatorModule>,
][])
  lazyCalculators[id] = lazy(load)
