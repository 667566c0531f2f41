import { Note } from '@/components/form/note.tsx'
import type { IrrfResult } from '@/lib/law/irrf.ts'
import { legalTable } from '@/lib/law/tables/by-year.ts'
import { type TableYear } from '@/lib/law/tables/table-years.ts'
import { formatMoney, formatNumber } from '@/utils/format.ts'

import { DetailList } from '@/components/detail-list.tsx'

function deductionHint(
  irrf: IrrfResult,
  simplified: number,
  dependents: number,
  thirteenth: boolean,
): string {
  const pension = irrf.alimony > 0 ? ` + pensão ${formatMoney(irrf.alimony)}` : ''
  const legal = `${thirteenth ? 'INSS do 13º' : 'INSS'} + ${dependents} dependente${dependents === 1 ? '' : 's'}${pension} = ${formatMoney(irrf.legalDeductions)}`
  if (irrf.deductionMethod === 'simplificado') {
    return `Desconto simplificado, mais vantajoso que as deduções legais (${legal}).`
  }
  return `Deduções legais (${legal}), mais vantajosas que o desconto simplificado de ${formatMoney(simplified)}.`
}

/**
 * How the IRRF came out: the deduction used (simplified discount or legal deductions), the base,
 * the tax from the table and, in 2026, the Lei 15.270/2025 reduction on the gross income.
 */
export function IrrfDetails({
  irrf,
  year,
  dependents,
  thirteenth = false,
}: {
  irrf: IrrfResult
  year: TableYear
  dependents: number
  thirteenth?: boolean
}) {
  const table = legalTable(year)
  const reduction = table.irrfReduction
  const band =
    irrf.rate === 0
      ? 'faixa isenta'
      : `faixa ${irrf.bracket}, alíquota de ${formatNumber(irrf.rate, 2)}%`
  return (
    <DetailList
      title={thirteenth ? 'Como o IRRF do 13º foi calculado' : 'Como o IRRF foi calculado'}
      items={[
        {
          label: 'Dedução usada',
          value: formatMoney(irrf.deduction),
          hint: deductionHint(irrf, irrf.simplifiedDiscount, dependents, thirteenth),
        },
        { label: 'Base de cálculo', value: formatMoney(irrf.base), hint: band },
        { label: 'Imposto pela tabela', value: formatMoney(irrf.taxBeforeReduction) },
        reduction
          ? {
              label: 'Redução da Lei 15.270/2025',
              value: `− ${formatMoney(irrf.reduction)}`,
              hint: `Medida sobre o rendimento bruto (${formatMoney(irrf.income)}): zera o imposto até ${formatMoney(reduction.fullUpTo)} e diminui até acabar em ${formatMoney(reduction.phaseOutUpTo)}.`,
            }
          : null,
        {
          label: 'IRRF retido',
          value: formatMoney(irrf.withheld),
          strong: true,
          hint: irrf.belowMinimumWithholding
            ? `Imposto calculado de ${formatMoney(irrf.computed)}, não retido.`
            : thirteenth && irrf.withheld > 0
              ? 'No 13º todo imposto é retido, por menor que seja.'
              : undefined,
        },
      ]}
    />
  )
}

export function IrrfMinimumNote({ irrf }: { irrf: IrrfResult }) {
  if (!irrf.belowMinimumWithholding) return null
  return (
    <Note>
      IRRF de até R$&nbsp;10,00 não é retido (Lei 9.430/1996, art. 67): o imposto calculado foi de{' '}
      {formatMoney(irrf.computed)}, por isso o desconto é zero.
    </Note>
  )
}

export function InssCentsNote() {
  return (
    <Note>
      O INSS soma as faixas com os centavos exatos e arredonda no fim. Se a empresa arredonda cada
      faixa, o contracheque pode mostrar de R$&nbsp;0,01 a R$&nbsp;0,02 a menos.
    </Note>
  )
}

export function IrrfHistoryNote() {
  return (
    <Note>
      A tabela do IRRF mudou durante o ano em 2024 e em 2025: em janeiro de 2024 a isenção ia até
      R$&nbsp;2.112,00 (desconto simplificado de R$&nbsp;528,00) e de janeiro a abril de 2025 até
      R$&nbsp;2.259,20 (R$&nbsp;564,80). A Tabela de 2024 usa a de fevereiro a dezembro; a de 2025,
      a de maio a dezembro.
    </Note>
  )
}
