/**
 * The worked examples the site quotes, each written once: the inputs of a calculator's sample
 * link (the URL contract's parameters, docs/decisions.md §4) and the figures its result shows.
 * The "Como usar" steps (`./how-to/`) interpolate them, the sample links (`./sample-links.ts`)
 * and the tests read them, and worked-examples.test.ts computes every figure with `src/lib`
 * from the same inputs, so no text can state a figure the calculator does not give.
 *
 * Pure data: the how-to chunks import it, so it stays small and formats nothing (the how-to
 * writes the figures the pt-BR way).
 */

/** A query's values as the URL writes them (numbers with a dot, dates as yyyy-mm-dd). */
type Query = Readonly<Record<string, string | number>>

/** `path?a=1&b=2`, values written as they are (no encoding: the samples have no reserved signs). */
export function exampleHref(path: string, query: Query): string {
  const pairs = Object.entries(query).map(([key, value]) => `${key}=${value}`)
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path
}

export const workedExamples = {
  /** Rescisão: 4 full years give 42 days of aviso (Lei 12.506/2011); docs/legal/labour.md. */
  labor: {
    path: '/calculadora-trabalhista',
    query: {
      modo: 'rescisao',
      salario: 3000,
      admissao: '2022-03-10',
      demissao: '2026-11-20',
      motivo: 'sem-justa-causa',
      aviso: 'indenizado',
      ano: 2026,
    },
    figures: { noticeDays: 42, netTotal: 12129.04, total: 33241.04 },
  },
  vacation: {
    path: '/calculadora-ferias',
    query: { salario: 4500, ano: 2026 },
    figures: { days: 30, vacationPay: 4500, bonus: 1500, inss: 641.51, irrf: 385.1, net: 4973.39 },
  },
  unemployment: {
    path: '/calculadora-seguro-desemprego',
    query: {
      s1: 3000,
      s2: 3000,
      s3: 3000,
      meses: 20,
      meses18: 18,
      solicitacao: 1,
      motivo: 'sem-justa-causa',
      demissao: '2026-11-20',
      ano: 2026,
    },
    figures: { installments: 4, installment: 2166.66, total: 8666.64 },
  },
  /** À vista × parcelado: R$ 1.800 cash or 12 × R$ 170, money earning 1% a month. */
  'cash-or-instalments': {
    path: '/calculadora-a-vista-ou-parcelado',
    query: { avista: 1800, parcela: 170, parcelas: 12, rendimento: 1 },
    figures: { monthlyRate: 1.98, yearlyRate: 26.53, presentValue: 1913.36, saving: 113.36 },
  },
  /** Quinto dia útil: April 2026 skips Sexta-feira Santa (docs/legal/payday.md). */
  payday: {
    path: '/calculadora-quinto-dia-util',
    query: { mes: '2026-04', sabado: 'sim' },
    figures: { labour: '2026-04-07', banking: '2026-04-08', skippedHoliday: '2026-04-03' },
  },
  salary: {
    path: '/calculadora-salario',
    query: { modo: 'liquido', bruto: 6000, dependentes: 0, ano: 2026 },
    /** `saving`: the IRRF the Lei 15.270/2025 reduction spares against the 2025 rules. */
    figures: { inss: 641.51, irrf: 385.1, saving: 179.75, net: 4973.39 },
  },
  'clt-pj': {
    path: '/calculadora-clt-pj',
    query: { salario: 10000, faturamento: 15000, contador: 300, anexo: 'auto', ano: 2026 },
    /** CLT: a year of net pay, FGTS and 13º; PJ: what a month leaves; the monthly difference. */
    figures: { cltYearly: 109834.02, pjMonthly: 13338, difference: 4185.16 },
  },
  tax: {
    path: '/calculadora-impostos-mei',
    query: { faturamento: 5000, regime: 'mei', atividade: 'ambos', ano: 2026 },
    figures: { das: 87.05 },
    /** The Simples side of the how-to, with its own inputs (monthly revenue, Anexo III). */
    simples: { faturamento: 30000, anexo: 3, ano: 2026, effectiveRate: 8.6 },
  },
  fuel: {
    path: '/calculadora-combustivel',
    query: { modo: 'consumo', distancia: 450, litros: 37.5, preco: 5.899 },
    figures: { kmPerLiter: 12 },
  },
  pregnancy: {
    path: '/calculadora-gravidez',
    query: { dum: '2026-07-05' },
    /** DUM + 280 days (Naegele). */
    figures: { dueDate: '2027-04-11' },
  },
  age: {
    path: '/calculadora-idade',
    query: { nascimento: '1990-05-15', ref: '2026-11-22' },
    figures: { years: 36, months: 6, days: 7 },
  },
  date: {
    path: '/calculadora-datas',
    query: { modo: 'diferenca', inicio: '2024-01-01', fim: '2024-12-31' },
    figures: { totalDays: 365 },
  },
  education: {
    path: '/calculadora-educacional',
    query: { modo: 'regra-de-tres', a: 3, b: 15, c: 5 },
    figures: { x: 25 },
    /** The how-to's own rule of three and weighted average. */
    ruleOfThree: { a: 2, b: 10, c: 5, x: 25 },
    averages: { notas: [7, 8.5, 6], pesos: [1, 2, 1], weighted: 7.5 },
  },
} as const

export type WorkedExampleId = keyof typeof workedExamples
