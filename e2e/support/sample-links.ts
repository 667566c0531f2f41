import { expect, type Page } from '@playwright/test'

import { routedEntries } from '../../src/catalogue/catalogue.ts'

/**
 * One link per route with the URL contract's parameters (docs/decisions.md §4) and a piece of the result
 * it must show. The simple and scientific calculators take no URL inputs: their result comes from
 * the keyboard (`keys`). Figures are the ones the screens' own e2e specs check.
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

export const sampleLinks: Record<string, SampleLink> = {
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
  labor: {
    href: '/calculadora-trabalhista?modo=rescisao&salario=3000&admissao=2022-03-10&demissao=2026-11-20&motivo=sem-justa-causa&aviso=indenizado&ano=2026',
    expected: 'R$ 12.129,04',
  },
  vacation: {
    href: '/calculadora-ferias?salario=4500&ano=2026',
    expected: 'R$ 4.973,39',
  },
  unemployment: {
    href: '/calculadora-seguro-desemprego?s1=3000&s2=3000&s3=3000&meses=20&solicitacao=1&motivo=sem-justa-causa&demissao=2026-11-20&ano=2026',
    expected: 'R$ 8.666,64',
  },
  fuel: {
    href: '/calculadora-combustivel?modo=consumo&distancia=450&litros=37.5&preco=5.899',
    expected: '12 km/L',
  },
  salary: {
    href: '/calculadora-salario?modo=liquido&bruto=6000&dependentes=0&ano=2026',
    expected: 'R$ 4.973,39',
  },
  'clt-pj': {
    href: '/calculadora-clt-pj?salario=10000&faturamento=15000&contador=300&anexo=auto&ano=2026',
    expected: 'R$ 4.185,16',
  },
  education: {
    href: '/calculadora-educacional?modo=regra-de-tres&a=3&b=15&c=5',
    expected: '3 está para 15 assim como 5 está para 25',
  },
  bmi: { href: '/calculadora-imc?altura=175&peso=70', expected: '22,86' },
  date: {
    href: '/calculadora-datas?modo=diferenca&inicio=2024-01-01&fim=2024-12-31',
    expected: '365 dias',
  },
  sales: { href: '/meta-vendas?meta=10000&ticket=150', expected: '67 vendas' },
  pregnancy: {
    href: '/calculadora-gravidez?dum=2026-07-05',
    expected: '11 de abril de 2027',
    fixedToday: true,
  },
  tax: {
    href: '/calculadora-impostos-mei?faturamento=5000&regime=mei&atividade=ambos&ano=2026',
    expected: 'R$ 87,05',
  },
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
    href: '/calculadora-idade?nascimento=1990-05-15&ref=2026-11-22',
    expected: '36 anos, 6 meses, 7 dias',
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

/** Every routed calculator with its sample; a route missing from the table fails loudly. */
export const routesWithSamples = routedEntries.map((entry) => {
  const sample = sampleLinks[entry.id]
  if (!sample) throw new Error(`e2e/support/sample-links.ts has no link for ${entry.id}`)
  return { entry, sample }
})

/** Opens the sample and waits for its result. */
export async function openSample(page: Page, sample: SampleLink): Promise<void> {
  if (sample.fixedToday) await page.clock.setFixedTime(SAMPLE_TODAY)
  await page.goto(sample.href)
  if (sample.keys) {
    // Keyboard calculators listen on the window once their chunk has rendered the keypad.
    await page.getByRole('group', { name: 'Teclado' }).waitFor()
    for (const key of sample.keys) await page.keyboard.press(key)
  }
  // In the calculator's own box: the "Como usar" steps beside it quote example figures too.
  await expect(page.getByRole('region', { name: 'Calculadora' })).toContainText(sample.expected)
}
