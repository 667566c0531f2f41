import type { AfterTaxes, PayslipEarnings } from '@/lib/labor/payslip-lines/payslip-lines.ts'
import { formatMoney, formatNumber, formatShortMonth } from '@/utils/format.ts'

/**
 * The words of a payslip's extra lines (docs/legal/payslip-lines.md), the same on the salary
 * screen's payslip and in the payslip check's verdicts: each line's "Referência" (rate, days) and
 * its rule with the law behind it.
 */

export type ExtraLine =
  | 'insalubridade'
  | 'periculosidade'
  | 'comissoes'
  | 'dsrComissoes'
  | 'salarioFamilia'
  | 'faltas'
  | 'dsrFaltas'
  | 'adiantamento'

export type ExtraLinesView = {
  month: string
  earnings: PayslipEarnings
  family: AfterTaxes['family']
  advance: AfterTaxes['advance']
}

const GRADE = { minimo: 'mínimo', medio: 'médio', maximo: 'máximo' } as const

const days = (n: number) => `${String(n)} dia${n === 1 ? '' : 's'}`

/** The payslip's "Referência" column: the rate, days or base of the line. */
export function extraLineReference(line: ExtraLine, r: ExtraLinesView): string {
  const e = r.earnings
  switch (line) {
    case 'insalubridade':
      return e.insalubrity
        ? `Grau ${GRADE[e.insalubrity.grade]}: ${formatNumber(e.insalubrity.rate * 100)}% do mínimo`
        : ''
    case 'periculosidade':
      return '30% do salário-base'
    case 'comissoes':
      return 'Como combinado'
    case 'dsrComissoes':
      return `Descanso de ${formatShortMonth(r.month)}`
    case 'salarioFamilia':
      return `${String(r.family.children)} × ${formatMoney(r.family.quota)}`
    case 'faltas':
      return days(e.absences.days)
    case 'dsrFaltas':
      return `${String(e.lostRest.weeks)} semana${e.lostRest.weeks === 1 ? '' : 's'}`
    case 'adiantamento':
      return `${formatNumber(r.advance.percent)}% do salário`
  }
}

/** The rule behind a line, with its figures and its law. */
export function extraLineRule(line: ExtraLine, r: ExtraLinesView): string {
  const e = r.earnings
  switch (line) {
    case 'insalubridade':
      return e.insalubrity
        ? `${formatNumber(e.insalubrity.rate * 100)}% do salário mínimo (${formatMoney(e.insalubrity.minimumWage)}), não do salário (CLT art. 192). Devido: ${formatMoney(e.insalubrity.amount)}.`
        : 'Sem insalubridade informada: nada é devido (CLT art. 192).'
    case 'periculosidade':
      return `30% do salário-base, sem gratificações, prêmios ou PLR (CLT art. 193 §1º; Súmula 191 I do TST). Devido: ${formatMoney(e.hazard?.amount ?? 0)}.`
    case 'comissoes':
      return 'As comissões são as combinadas; entram na base do INSS, do FGTS e do IRRF (Súmula 27 do TST).'
    case 'dsrComissoes':
      return `Comissionista também tem descanso pago: comissões ÷ dias úteis × domingos e feriados de ${formatShortMonth(r.month)} (Lei 605/1949 art. 7º; Súmula 27 do TST). Devido: ${formatMoney(e.commissionsDsr)}.`
    case 'salarioFamilia':
      return r.family.entitled
        ? `${formatMoney(r.family.quota)} por filho até 14 anos, para remuneração até ${formatMoney(r.family.limit)} (Lei 8.213/1991 arts. 65–66; portaria do ano). Não tem INSS, FGTS nem IRRF. Devido: ${formatMoney(r.family.amount)}.`
        : `A remuneração do mês passa de ${formatMoney(r.family.limit)}, o limite da portaria: não há salário-família (Lei 8.213/1991 art. 66).`
    case 'faltas':
      return `Cada falta sem justificativa desconta 1/30 do salário (CLT art. 64). Devido: ${formatMoney(e.absences.amount)}.`
    case 'dsrFaltas':
      return `Cada semana com falta sem justificativa perde o descanso: mais 1/30 do salário por semana (Lei 605/1949 art. 6º). Devido: ${formatMoney(e.lostRest.amount)}.`
    case 'adiantamento':
      return `O adiantamento é parte do salário do mês paga antes e descontada no fim; o IRRF é calculado sobre o mês inteiro (RIR/2018 art. 678). Devido: ${formatMoney(r.advance.amount)}.`
  }
}
