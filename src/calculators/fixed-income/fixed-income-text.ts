import type { Product } from '@/lib/fixed-income/fixed-income-options.ts'
import { formatInteger, formatNumber, formatPercent } from '@/utils/format.ts'

/** The words of the renda fixa screen, shared by the form (history) and the lazy result. */

/** "CDB 110% do CDI", "LCI/LCA 92% do CDI", "Tesouro Selic", "Poupança". */
export function productName(product: Product, percentOfCdi: number | null): string {
  const share = percentOfCdi === null ? '' : ` ${formatNumber(percentOfCdi, 2)}% do CDI`
  switch (product) {
    case 'cdb':
      return `CDB${share}`
    case 'lci':
      return `LCI/LCA${share}`
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
