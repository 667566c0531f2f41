import type { ProductResult } from '@/lib/fixed-income/fixed-income-products.ts'
import { formatInteger, formatNumber, formatPercent } from '@/utils/format.ts'

/** The words of the renda fixa screen, shared by the form (history) and the lazy result. */

/** "CDB 110% do CDI", "LCI/LCA 92% do CDI", "Prefixado 13% ao ano", "IPCA + 7% ao ano",
 * "Tesouro Selic", "Poupança". */
export function productName({
  product,
  percentOfCdi,
  rate,
}: Pick<ProductResult, 'product' | 'percentOfCdi' | 'rate'>): string {
  const share = percentOfCdi === null ? '' : ` ${formatNumber(percentOfCdi, 2)}% do CDI`
  const yearly = rate === null ? '' : ` ${formatNumber(rate, 2)}% ao ano`
  switch (product) {
    case 'cdb':
      return `CDB${share}`
    case 'lci':
      return `LCI/LCA${share}`
    case 'pre':
      return `Prefixado${yearly}`
    case 'ipcamais':
      return `IPCA +${yearly}`
    case 'tesouro-selic':
      return 'Tesouro Selic'
    case 'poupanca':
      return 'Poupança'
  }
}

const UNIT_WORDS = {
  dias: ['dia', 'dias'],
  meses: ['mês', 'meses'],
  anos: ['ano', 'anos'],
} as const

/** "1 ano", "18 meses", "10 dias". */
export function termWords(term: number, unit: string | null | undefined): string {
  const [one, many] = UNIT_WORDS[unit === 'dias' || unit === 'anos' ? unit : 'meses']
  return `${formatInteger(term)} ${term === 1 ? one : many}`
}

/** "13,44%"; a rate the term is too short to state is a dash. */
export function yearly(rate: number | null): string {
  return rate === null ? '—' : formatPercent(rate)
}
