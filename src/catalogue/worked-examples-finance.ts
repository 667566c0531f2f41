/**
 * The worked examples of the finance calculators (catalogue/entries/finance.ts): the inputs of
 * each sample link and the figures its "Como usar" quotes, written once. `./worked-examples.ts`
 * says how they are used; worked-examples-finance.test.ts computes every figure with `src/lib`.
 *
 * Apart from the other examples so that a how-to chunk loads only its own group's data.
 */
export const financeExamples = {
  profit: {
    path: '/calculadora-lucro',
    query: { custo: 60, margem: 40 },
    figures: { salePrice: 100, profit: 40, markup: 66.67 },
  },
  compound: {
    path: '/calculadora-juros-compostos',
    query: {
      inicial: 1000,
      aporte: 100,
      taxa: 12,
      taxaPeriodo: 'ano',
      periodo: 10,
      unidade: 'anos',
    },
    figures: { finalValue: 25298.85 },
    /** "Quero descobrir" the monthly deposit that reaches a goal (numpy-financial's pmt). */
    goal: {
      resolver: 'aporte',
      meta: 1000000,
      periodo: 30,
      unidade: 'anos',
      taxa: 0.8,
      taxaPeriodo: 'mes',
      deposit: 481.6,
    },
  },
  'fixed-income': {
    path: '/calculadora-renda-fixa',
    query: { valor: 10000, prazo: 2, unidade: 'anos', cdi: 14.9, selic: 15, cdb: 110, lci: 92 },
    /** Applied on the sample's day (sample-links.ts `SAMPLE_TODAY`): the CDB's net amount. */
    figures: { cdbNet: 13009.76 },
    /** The how-to's: examples 1 and 2 of docs/legal/fixed-income.md, applied on 05/01/2026. */
    legal: {
      valor: 10000,
      prazo: 1,
      unidade: 'anos',
      cdi: 14.9,
      selic: 14.9,
      cdb: 110,
      lci: 92,
      inicio: '2026-01-05',
      cdbNet: 11344.32,
      lciNet: 11345.8,
    },
  },
  installment: {
    path: '/calculadora-parcelas',
    query: { valor: 1000, parcelas: 10, taxa: 2 },
    figures: { installment: 111.33 },
  },
  roi: {
    path: '/calculadora-roi',
    query: { investido: 1000, retorno: 1500 },
    figures: { profit: 500, roi: 50, classification: 'ROI Excelente' },
  },
  financing: {
    path: '/calculadora-financiamento',
    query: { valor: 200000, prazo: 240, taxa: 1, sistema: 'price' },
    figures: { price: 2202.17, sacFirst: 2833.33 },
  },
  retirement: {
    path: '/calculadora-aposentadoria',
    query: {
      idade: 30,
      idadeAposentadoria: 60,
      patrimonio: 10000,
      aporte: 500,
      rentabilidade: 8,
      meta: 1000000,
    },
    /** `inflation`: the expected inflation the form assumes when left empty. */
    figures: { futureValue: 804901.86, monthlyNeeded: 638.51, inflation: 4 },
  },
  inflation: {
    path: '/calculadora-inflacao',
    query: { valor: 1000, inflacao: 4.5, anos: 10 },
    figures: { futureValue: 1552.97, purchasingPower: 643.93 },
  },
  'personal-loan': {
    path: '/calculadora-emprestimo-pessoal',
    query: { valor: 10000, taxa: 12, taxaPeriodo: 'ano', prazo: 1, unidade: 'anos' },
    figures: { months: 12, payment: 885.62, monthlyRate: 0.9489 },
  },
  sales: {
    path: '/meta-vendas',
    query: { meta: 10000, ticket: 150 },
    figures: { monthly: 67, weekly: 17, daily: 3 },
  },
  consortium: {
    path: '/calculadora-consorcio',
    query: { credito: 100000, grupo: 100, taxaAdm: 15, fundoReserva: 2 },
    figures: { installment: 1170, totalPaid: 117000 },
  },
  /** À vista × parcelado: R$ 1.800 cash or 12 × R$ 170, money earning 1% a month. */
  'cash-or-instalments': {
    path: '/calculadora-a-vista-ou-parcelado',
    query: { avista: 1800, parcela: 170, parcelas: 12, rendimento: 1 },
    figures: { monthlyRate: 1.98, yearlyRate: 26.53, presentValue: 1913.36, saving: 113.36 },
  },
  /** official-series §2: R$ 1.000,00 by the IPCA of 2024 (IBGE: 4,83%). */
  correction: {
    path: '/calculadora-correcao-monetaria',
    query: { valor: 1000, inicio: '2024-01', fim: '2024-12', indice: 'ipca' },
    figures: { corrected: 1048.31, percent: 4.83, factor: 1.048313 },
  },
  /** official-series §3: a rent of R$ 2.000,00 adjusted in July 2025 by the IGP-M (FGV: 4,39%). */
  rent: {
    path: '/calculadora-reajuste-aluguel',
    query: { aluguel: 2000, mes: '2025-07', indice: 'igpm' },
    figures: { adjusted: 2087.87, percent: 4.39, de: '2024-07', ate: '2025-06' },
  },
} as const
