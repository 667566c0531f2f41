/** Public origin of the site: canonical links, Open Graph and JSON-LD are built from it. */
export const SITE_ORIGIN = 'https://calculadorasgratis.com.br'

export const SITE_NAME = 'Calculadoras Grátis'

/** First year of the copyright notice; the footer runs it to the current year. */
export const SITE_SINCE_YEAR = 2024

/** The home page's title. The count is the catalogue's, passed in by the home page, never typed. */
export const homeTitle = (count: number) =>
  `Calculadoras Grátis: ${String(count)} calculadoras online para o dia a dia`

export const DEFAULT_DESCRIPTION =
  'Mais de 20 calculadoras online grátis, sem cadastro: salário líquido, rescisão, juros compostos, financiamento, IMC, gravidez, porcentagem, combustível e mais. Tudo calculado no seu navegador.'

export const DEFAULT_KEYWORDS = [
  'calculadora online',
  'calculadoras grátis',
  'calcular salário líquido',
  'juros compostos',
  'rescisão',
  'porcentagem',
  'IMC',
]

/** Share and page titles: `<name> | Calculadoras Grátis` (docs/decisions.md). */
export function pageTitle(name: string): string {
  return `${name} | ${SITE_NAME}`
}

export function canonicalUrl(path: string): string {
  return new URL(path, SITE_ORIGIN).href
}
