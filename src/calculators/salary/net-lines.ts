import { extraLineReference } from '@/components/payslip-line-texts.ts'
import type { SalaryNetResult } from '@/lib/salary/salary-types.ts'

import type { PayslipRow } from './payslip-table.tsx'

/**
 * The payslip's extra rows of the salary result (docs/legal/payslip-lines.md), in the order of a
 * real contracheque, and its foot: the bases of INSS, FGTS and IRRF.
 */

export function earningRows(r: SalaryNetResult): PayslipRow[] {
  const e = r.earnings
  const rows: (PayslipRow | false)[] = [
    e.insalubrity !== null && {
      label: 'Adicional de insalubridade',
      reference: extraLineReference('insalubridade', r),
      amount: e.insalubrity.amount,
    },
    e.hazard !== null && {
      label: 'Adicional de periculosidade',
      reference: extraLineReference('periculosidade', r),
      amount: e.hazard.amount,
    },
    e.commissions > 0 && {
      label: 'Comissões',
      reference: extraLineReference('comissoes', r),
      amount: e.commissions,
    },
    e.commissions > 0 && {
      label: 'DSR sobre comissões',
      reference: extraLineReference('dsrComissoes', r),
      amount: e.commissionsDsr,
    },
    r.family.amount > 0 && {
      label: 'Salário-família',
      reference: extraLineReference('salarioFamilia', r),
      amount: r.family.amount,
    },
  ]
  return rows.filter((row): row is PayslipRow => row !== false)
}

export function absenceRows(r: SalaryNetResult): PayslipRow[] {
  const e = r.earnings
  const rows: (PayslipRow | false)[] = [
    e.absences.days > 0 && {
      label: 'Faltas',
      reference: extraLineReference('faltas', r),
      amount: e.absences.amount,
    },
    e.lostRest.weeks > 0 && {
      label: 'DSR perdido pelas faltas',
      reference: extraLineReference('dsrFaltas', r),
      amount: e.lostRest.amount,
    },
  ]
  return rows.filter((row): row is PayslipRow => row !== false)
}

export function basesOf(r: SalaryNetResult): { label: string; note?: string; value: number }[] {
  return [
    { label: 'Base do INSS', value: r.remuneration },
    { label: 'Base do FGTS', value: r.remuneration },
    {
      label: 'Base do IRRF',
      note: 'Remuneração − deduções',
      value: r.irrfDetail.base,
    },
    { label: 'FGTS do mês', note: `${String(r.fgtsRate)}%, pago pela empresa`, value: r.fgts },
  ]
}

/** The extra lines as the payslip check's URL parameters. */
export function extrasQuery(r: SalaryNetResult): Record<string, string> {
  const e = r.earnings
  const q: Record<string, string> = {}
  if (e.insalubrity) q.insalubridade = e.insalubrity.grade
  if (e.hazard) q.periculosidade = 'sim'
  if (e.commissions > 0) q.comissoes = String(e.commissions)
  if (e.absences.days > 0) {
    q.faltas = String(e.absences.days)
    if (!e.lostRest.assumed) q.semanasFaltas = String(e.lostRest.weeks)
  }
  if (r.family.children > 0) q.filhos = String(r.family.children)
  if (r.advance.percent > 0) q.adiantamento = String(r.advance.percent)
  if (Object.keys(q).length > 0) q.mes = r.month
  return q
}
