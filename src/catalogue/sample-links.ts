import type { CalculatorId } from '@/config/calculator-ids.ts'
import { brl, decimal, longDate } from './example-text.ts'
import { exampleHref, workedExamples as x, type WorkedExampleId } from './worked-examples.ts'

/**
 * One link per routed calculator with the URL contract's parameters (docs/decisions.md §4) and a
 * piece of the result it must show: the browser suite opens each (e2e/support/sample-links.ts),
 * the catalogue test checks every route has one. The simple and scientific calculators take no
 * URL inputs: their result comes from the keyboard (`keys`). Where a worked example exists
 * (./worked-examples.ts), the link and its figure are that example's.
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
    href: '/calculadora-simples',
    keys: ['1', '2', '+', '3', '0', 'Enter'],
    expected: '42',
  },
  scientific: {
    href: '/calculadora-cientifica',
    keys: ['2', '^', '1', '0', 'Enter'],
    expected: '1.024',
  },
  percentage: { href: '/calculadora-porcentagem?modo=de&pct=15&valor=200', expected: '30' },
  converter: {
    href: '/conversor-unidades?cat=comprimento&valor=1&de=km&para=m',
    expected: '1.000',
  },
  profit: { href: '/calculadora-lucro?custo=60&margem=40', expected: 'R$ 100,00' },
  compound: {
    href: '/calculadora-juros-compostos?inicial=1000&aporte=100&taxa=12&taxaPeriodo=ano&periodo=10&unidade=anos',
    expected: 'R$ 25.298,85',
  },
  'fixed-income': {
    href: '/calculadora-renda-fixa?valor=10000&prazo=2&unidade=anos&cdi=14.9&selic=15&cdb=110&lci=92',
    expected: 'R$ 13.009,76',
    fixedToday: true,
  },
  installment: {
    href: '/calculadora-parcelas?valor=1000&parcelas=10&taxa=2',
    expected: 'R$ 111,33',
  },
  roi: { href: '/calculadora-roi?investido=1000&retorno=1500', expected: '50,00%' },
  financing: {
    href: '/calculadora-financiamento?valor=200000&prazo=240&taxa=1&sistema=price',
    expected: 'R$ 2.202,17',
  },
  labor: { href: link('labor'), expected: brl(x.labor.figures.netTotal) },
  vacation: { href: link('vacation'), expected: brl(x.vacation.figures.net) },
  unemployment: { href: link('unemployment'), expected: brl(x.unemployment.figures.total) },
  fuel: { href: link('fuel'), expected: `${decimal(x.fuel.figures.kmPerLiter)} km/L` },
  salary: { href: link('salary'), expected: brl(x.salary.figures.net) },
  'clt-pj': { href: link('clt-pj'), expected: brl(x['clt-pj'].figures.difference) },
  education: {
    href: link('education'),
    expected: `${x.education.query.a} está para ${x.education.query.b} assim como ${x.education.query.c} está para ${x.education.figures.x}`,
  },
  bmi: { href: '/calculadora-imc?altura=175&peso=70', expected: '22,86' },
  date: { href: link('date'), expected: `${x.date.figures.totalDays} dias` },
  sales: { href: '/meta-vendas?meta=10000&ticket=150', expected: '67 vendas' },
  pregnancy: {
    href: link('pregnancy'),
    expected: longDate(x.pregnancy.figures.dueDate),
    fixedToday: true,
  },
  tax: { href: link('tax'), expected: brl(x.tax.figures.das) },
  countdown: {
    href: '/contador-regressivo?data=2030-01-01&hora=00:00',
    expected: 'terça-feira, 1 de janeiro de 2030 às 00:00',
  },
  retirement: {
    href: '/calculadora-aposentadoria?idade=30&idadeAposentadoria=60&patrimonio=10000&aporte=500&rentabilidade=8&meta=1000000',
    expected: 'R$ 804.901,86',
  },
  inflation: {
    href: '/calculadora-inflacao?valor=1000&inflacao=4.5&anos=10',
    expected: 'R$ 1.552,97',
  },
  'personal-loan': {
    href: '/calculadora-emprestimo-pessoal?valor=10000&taxa=12&taxaPeriodo=ano&prazo=1&unidade=anos',
    expected: 'R$ 885,62',
  },
  ovulation: {
    href: '/calculadora-ovulacao?dum=2026-11-05',
    expected: '19 de novembro de 2026',
    fixedToday: true,
  },
  discount: {
    href: '/calculadora-desconto?modo=percentual&preco=200&desconto=15',
    expected: 'R$ 170,00',
  },
  age: {
    href: link('age'),
    expected: `${x.age.figures.years} anos, ${x.age.figures.months} meses, ${x.age.figures.days} dias`,
  },
  consortium: {
    href: '/calculadora-consorcio?credito=100000&grupo=100&taxaAdm=15&fundoReserva=2',
    expected: 'R$ 1.170,00',
  },
  tip: {
    href: '/calculadora-gorjeta?conta=100&pessoas=3&modo=percentual&gorjeta=10',
    expected: 'R$ 36,67',
  },
}
