/**
 * Every calculator's id, in the order calculators are listed across categories (search results on
 * the home page, the sitemap, the prerendered pages). The id is the spine of the site: `?calc=`
 * value, `src/lib/<id>/`, `src/calculators/<id>/`. It lives here, below every layer, so the form
 * kit can type a calculator's id without importing the catalogue; `catalogue.ts` checks that each
 * id has its entry and each entry an id here.
 */
export const CATALOGUE_ORDER = [
  'simple',
  'scientific',
  'percentage',
  'converter',
  'financing',
  'personal-loan',
  'compound',
  'installment',
  'cash-or-instalments',
  'consortium',
  'late-payment',
  'labor',
  'vacation',
  'unemployment',
  'inss-retirement',
  'payday',
  'payslip-check',
  'severance-check',
  'fgts-check',
  'fgts-birthday',
  'fuel',
  'salary',
  'night-shift',
  'profit-sharing',
  'clt-pj',
  'income-tax',
  'education',
  'bmi',
  'date',
  'fixed-income',
  'pregnancy',
  'tax',
  'countdown',
  'retirement',
  'inflation',
  'correction',
  'rent',
  'profit',
  'roi',
  'ovulation',
  'discount',
  'age',
  'sales',
  'tip',
  'history',
] as const

export type CalculatorId = (typeof CATALOGUE_ORDER)[number]
