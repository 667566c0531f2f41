/**
 * The worked examples of every calculator outside the finance group (./worked-examples-finance.ts):
 * the inputs of each sample link and the figures its "Como usar" quotes, written once.
 * `./worked-examples.ts` says how they are used.
 *
 * Pure data: the how-to chunks import it, so it stays small and formats nothing
 * (`./example-text.ts` writes the figures the pt-BR way).
 */
export const generalExamples = {
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
    /** `fatorR`: the pró-labore, % of revenue, that keeps services in Anexo III. */
    figures: { cltYearly: 109834.02, pjMonthly: 13338, difference: 4185.16, fatorR: 28 },
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
    /** With the rules the how-to states: ethanol yields 70% of petrol's km/L and pays off up
     * to 70% of its price. */
    figures: { kmPerLiter: 12, ethanolYield: 70, priceRule: 70 },
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
  percentage: {
    path: '/calculadora-porcentagem',
    query: { modo: 'de', pct: 15, valor: 200 },
    figures: { result: 30 },
    increase: { modo: 'aumento', pct: 10, valor: 100, result: 110 },
    change: { modo: 'variacao', de: 50, para: 75, percent: 50 },
  },
  discount: {
    path: '/calculadora-desconto',
    query: { modo: 'percentual', preco: 200, desconto: 15 },
    figures: { finalPrice: 170, savings: 30 },
  },
  tip: {
    path: '/calculadora-gorjeta',
    query: { conta: 100, pessoas: 3, modo: 'percentual', gorjeta: 10 },
    /** An uneven split: `shares` people pay `share`, the others `rest` (the cents add up). */
    figures: { total: 110, perPerson: 36.67, shares: 2, share: 36.67, rest: 36.66 },
    /** The form's quick buttons. */
    quick: [5, 10, 15, 20],
  },
  bmi: {
    path: '/calculadora-imc',
    query: { altura: 175, peso: 70 },
    figures: { bmi: 22.86, category: 'Peso normal' },
  },
  ovulation: {
    path: '/calculadora-ovulacao',
    query: { dum: '2026-11-05' },
    /** With the form's default cycle and luteal phase. */
    figures: { cycle: 28, luteal: 14, ovulationDate: '2026-11-19' },
  },
  converter: {
    path: '/conversor-unidades',
    query: { cat: 'comprimento', valor: 1, de: 'km', para: 'm' },
    figures: { result: 1000 },
    mile: { cat: 'comprimento', valor: 1, de: 'mi', para: 'km', result: 1.609344 },
  },
  countdown: {
    path: '/contador-regressivo',
    query: { data: '2030-01-01', hora: '00:00' },
    figures: { weekday: 'terça-feira' },
  },
  /** Keypads take no URL inputs: the sample types `keys`. */
  simple: {
    path: '/calculadora-simples',
    query: {},
    keys: ['1', '2', '+', '3', '0', 'Enter'],
    figures: { display: 42 },
    /** % as on a phone: of the first operand with + and −, a fraction with × and alone. */
    percent: { base: 200, pct: 10, plus: 220, minus: 180, times: 20, alone: 50, aloneValue: 0.5 },
    /** Each operation as it is typed, no precedence. */
    chain: { a: 2, b: 3, c: 4, result: 20 },
    /** How many past operations the keypad lists. */
    historySize: 5,
  },
  scientific: {
    path: '/calculadora-cientifica',
    query: {},
    keys: ['2', '^', '1', '0', 'Enter'],
    figures: { result: 1024 },
    sine: { degrees: 30, value: 0.5 },
    square: { value: 5, result: 25 },
  },
  /** Quinto dia útil: April 2026 skips Sexta-feira Santa (docs/legal/payday.md). */
  payday: {
    path: '/calculadora-quinto-dia-util',
    query: { mes: '2026-04', sabado: 'sim' },
    figures: { labour: '2026-04-07', banking: '2026-04-08', skippedHoliday: '2026-04-03' },
  },
  /** Holerite of April 2026 with INSS at 14% flat, overtime without DSR and the FGTS short
   * (legal-tables-3 §7.3; docs/legal/checks.md). */
  'payslip-check': {
    path: '/confira-seu-holerite',
    query: {
      salario: 3500,
      mes: '2026-04',
      ano: 2026,
      horas50: 8,
      jornada: 220,
      pagoHoras: 190.91,
      pagoDsr: 0,
      pagoInss: 490,
      pagoIrrf: 0,
      pagoVt: 210,
      pagoFgts: 280,
    },
    figures: { dsr: 47.73, inss: 337.24, inssExcess: 152.76, fgts: 299.09, balance: 219.58 },
  },
  /** The rescisão above on a TRCT with 30 days of aviso, a 13º of 11/12 and paid late
   * (legal-tables-3 §7.1–7.2; docs/legal/checks.md). */
  'severance-check': {
    path: '/confira-sua-rescisao',
    query: {
      salario: 3000,
      admissao: '2022-03-10',
      demissao: '2026-11-20',
      motivo: 'sem-justa-causa',
      aviso: 'indenizado',
      ano: 2026,
      pagoSaldo: 2000,
      pagoAviso: 3000,
      pago13: 2750,
      pagoFeriasProporcionais: 2500,
      pagoTerco: 833.33,
      dataPagamento: '2026-12-04',
    },
    figures: {
      notice: 4200,
      thirteenth: 3000,
      deadline: '2026-11-30',
      fine: 3000,
      claimDeadline: '2029-01-01',
      balance: 4450,
    },
  },
} as const
