import type { SimplesAnnex } from '@/lib/law/tables/simples-nacional.ts'
import type { MeiActivity, MeiExcessActivity } from '@/lib/law/tables/types.ts'
import type { MeiResult } from '@/lib/tax/tax.ts'
import { formatDate, formatMoney, formatMonthOfYear } from '@/utils/format.ts'

/** pt-BR names of the MEI activities, the Simples Anexos and what each one covers. */

export const activityLabels: Record<MeiActivity, string> = {
  comercio: 'Comércio ou indústria',
  servicos: 'Prestação de serviços',
  ambos: 'Comércio e serviços',
}

export const annexLabels: Record<SimplesAnnex, string> = {
  1: 'Anexo I — Comércio',
  2: 'Anexo II — Indústria',
  3: 'Anexo III — Serviços',
  4: 'Anexo IV — Obras, limpeza e outros',
  5: 'Anexo V — Serviços intelectuais',
}

/** LC 123/2006 art. 18 §§5º-B a 5º-I, in a sentence each. */
export const annexCovers: Record<SimplesAnnex, string> = {
  1: 'Comércio: revenda de mercadorias no atacado ou no varejo.',
  2: 'Indústria: fabricação e transformação de produtos.',
  3: 'Serviços como instalação e manutenção, contabilidade, academias, agências de viagem e ensino, e as atividades do Anexo V com Fator R de 28% ou mais.',
  4: 'Construção civil e obras, vigilância, limpeza e conservação, advocacia; o INSS patronal (CPP) é pago fora do DAS.',
  5: 'Serviços intelectuais com Fator R abaixo de 28%: tecnologia, engenharia, arquitetura, publicidade, consultoria, auditoria, medicina.',
}

export const componentLabels: Record<string, string> = {
  inss: 'INSS (5% do salário mínimo)',
  icms: 'ICMS (comércio e indústria)',
  iss: 'ISS (serviços)',
  'rbt12-x-aliquota': 'RBT12 × alíquota nominal',
  'parcela-a-deduzir': '− Parcela a deduzir',
  'imposto-sobre-rbt12': '= Imposto sobre a RBT12',
}

/**
 * The "Mês de abertura" choices: open before the table's year, or one of its months. A value
 * from a link that is not among them (another year) stays listed, for the library to judge.
 */
export function openingOptions(ano: string, current: string): { value: string; label: string }[] {
  const year = Number(ano)
  if (!Number.isInteger(year) || year <= 0) return [{ value: '', label: 'Abriu antes deste ano' }]
  const options = [
    { value: '', label: `Abriu antes de ${String(year)}` },
    ...Array.from({ length: 12 }, (_, i) => ({
      value: `${String(year)}-${String(i + 1).padStart(2, '0')}`,
      label: `Em ${formatMonthOfYear(i + 1, year)}`,
    })),
  ]
  if (current && !options.some((o) => o.value === current)) {
    const match = /^(\d{4})-(\d{2})$/.exec(current)
    const label = match ? `Em ${formatMonthOfYear(Number(match[2]), Number(match[1]))}` : current
    options.push({ value: current, label })
  }
  return options
}

export const excessActivityLabels: Record<MeiExcessActivity, string> = {
  comercio: 'comércio',
  industria: 'indústria',
  servicos: 'serviços',
}

/** The history line of a MEI result: its DAS and, above the limit, what follows. */
export function meiStatusSummary(r: MeiResult): string {
  const das = `DAS ${formatMoney(r.monthlyTax)} por mês`
  switch (r.status.kind) {
    case 'within':
      return das
    case 'tolerance':
      return `${das} + ${r.status.excessDas.map((d) => formatMoney(d.amount)).join(' a ')} sobre o excesso`
    case 'excluded':
      return `Fora do MEI desde ${formatDate(r.status.since)}: excesso de ${formatMoney(r.status.excess)}`
  }
}
