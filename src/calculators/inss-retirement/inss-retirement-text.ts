import type { Ymd } from '@/lib/inss-retirement/retirement-dates.ts'
import type { RuleId } from '@/lib/inss-retirement/inss-retirement-options.ts'

/** Each rule's name on screen and the article it comes from. */
export const ruleNames: Record<RuleId, { name: string; article: string }> = {
  permanente: { name: 'Regra permanente', article: 'EC 103, art. 19' },
  'permanente-professor': { name: 'Regra permanente do professor', article: 'EC 103, art. 19 §1º' },
  pontos: { name: 'Pontos', article: 'EC 103, art. 15' },
  'pontos-professor': { name: 'Pontos do professor', article: 'EC 103, art. 15 §3º' },
  'idade-progressiva': { name: 'Idade mínima progressiva', article: 'EC 103, art. 16' },
  'idade-progressiva-professor': {
    name: 'Idade mínima progressiva do professor',
    article: 'EC 103, art. 16 §2º',
  },
  idade: { name: 'Aposentadoria por idade (transição)', article: 'EC 103, art. 18' },
  'pedagio-50': { name: 'Pedágio de 50%', article: 'EC 103, art. 17' },
  'pedagio-100': { name: 'Pedágio de 100%', article: 'EC 103, art. 20' },
  'pedagio-100-professor': { name: 'Pedágio de 100% do professor', article: 'EC 103, art. 20 §1º' },
}

const plural = (n: number, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`

/** "60 anos, 8 meses e 10 dias" (parts that are zero left out). */
export function longYmd(t: Ymd): string {
  const parts = [
    t.years > 0 ? plural(t.years, 'ano', 'anos') : '',
    t.months > 0 ? plural(t.months, 'mês', 'meses') : '',
    t.days > 0 ? plural(t.days, 'dia', 'dias') : '',
  ].filter(Boolean)
  if (parts.length === 0) return '0 dias'
  return parts.length === 1
    ? (parts[0] as string)
    : `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1] as string}`
}

/** "60a 8m 10d", for the table. */
export const shortYmd = (t: Ymd): string =>
  `${String(t.years)}a ${String(t.months)}m ${String(t.days)}d`

export const sexLabels = { m: 'Homem', f: 'Mulher' } as const
