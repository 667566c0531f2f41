import { Note } from '@/components/form/note.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import type { SalaryNetResult } from '@/lib/salary/salary-types.ts'
import { legalTable } from '@/lib/law/tables/by-year.ts'
import { payslipCheckHref } from '@/lib/payslip-check/payslip-check-options.ts'
import { formatMoney, formatPercent } from '@/utils/format.ts'

import { EmployerCostDetails } from './employer-cost.tsx'
import { InssCentsNote, IrrfDetails, IrrfHistoryNote, IrrfMinimumNote } from './irrf-details.tsx'
import { PayslipTable } from './payslip-table.tsx'
import { PreviousRulesLine } from './previous-rules.tsx'
import { TableFootnote } from '@/components/legal/table-footnote.tsx'
import { PendingTablesNote } from '@/components/legal/pending-tables-note.tsx'
import { extraLineReference } from '@/components/payslip-line-texts.ts'

import { absenceRows, basesOf, earningRows, extrasQuery } from './net-lines.ts'

export type NetView = SalaryNetResult & { dependents: number }

export function NetResult({ r }: { r: NetView }) {
  const extras = r.remuneration !== r.gross || r.earningsTotal !== r.gross || r.advance.amount > 0
  const reduction = legalTable(r.year).irrfReduction !== null
  const method =
    r.deductionMethod === 'simplificado'
      ? 'com o desconto simplificado'
      : r.alimony > 0
        ? 'com as deduções legais (INSS, dependentes e pensão)'
        : 'com as deduções legais (INSS e dependentes)'
  return (
    <ResultCard
      steps={r.steps}
      main={{
        label: r.advance.amount > 0 ? 'Líquido a receber no fim do mês' : 'Salário líquido',
        value: formatMoney(r.net),
      }}
      shareValue={`Salário líquido ${formatMoney(r.net)} (bruto ${formatMoney(r.gross)}, tabela de ${r.year})`}
      badge={
        <>
          <p className="text-muted-foreground text-sm">
            Tabela de {r.year} · IRRF {method}
          </p>
          <PendingTablesNote pending={r.pending} />
        </>
      }
      rule={`INSS por faixas progressivas (EC 103/2019, art. 28) e IRRF pela tabela mensal com a dedução mais vantajosa (Lei 9.250/1995, art. 4º)${reduction ? ', menos a redução da Lei 15.270/2025' : ''}. Líquido = bruto − descontos.`}
    >
      <PreviousRulesLine previous={r.previousRules} />
      <PayslipTable
        caption="Contracheque do mês"
        earnings={[
          {
            label: extras ? 'Salário-base' : 'Salário bruto',
            reference: 'Mensal',
            amount: r.gross,
          },
          ...earningRows(r),
        ]}
        deductions={[
          ...absenceRows(r),
          {
            label: 'INSS',
            reference: `Alíquota efetiva ${formatPercent(r.inssRate)}${r.inssCapped ? ' (teto)' : ''}`,
            amount: r.inss,
          },
          {
            label: 'IRRF',
            reference: `Alíquota efetiva ${formatPercent(r.irrfRate)}`,
            amount: r.irrf,
          },
          r.vt > 0 && {
            label: 'Vale-transporte',
            reference: '6% do salário, até o custo informado',
            amount: r.vt,
          },
          r.alimony > 0 && {
            label: 'Pensão alimentícia',
            reference: 'Judicial ou por escritura',
            amount: r.alimony,
          },
          r.outros > 0 && { label: 'Outros descontos', amount: r.outros },
          r.advance.amount > 0 && {
            label: 'Adiantamento',
            reference: extraLineReference('adiantamento', r),
            amount: r.advance.amount,
          },
        ]}
        totals={{ earnings: r.earningsTotal, deductions: r.totalDeductions }}
        net={{ label: 'Líquido a receber', value: r.net }}
        footer={{
          label: extras ? 'Descontos sobre os proventos' : 'Descontos sobre o bruto',
          value: formatPercent(r.totalRate),
        }}
        bases={extras ? basesOf(r) : undefined}
      />
      {r.advance.amount > 0 ? (
        <p className="text-sm">
          No mês: {formatMoney(r.advance.amount)} de adiantamento + {formatMoney(r.net)} no fim ={' '}
          <strong className="whitespace-nowrap">{formatMoney(r.monthTotal)}</strong>.
        </p>
      ) : null}
      <p className="text-sm">
        <a
          href={payslipCheckHref({ ...r, extras: extrasQuery(r) })}
          className="text-primary font-medium underline underline-offset-2"
        >
          Conferir com meu holerite
        </a>{' '}
        <span className="text-muted-foreground">
          (linha por linha, com estes dados já preenchidos)
        </span>
      </p>
      <IrrfDetails irrf={r.irrfDetail} year={r.year} dependents={r.dependents} />
      <IrrfMinimumNote irrf={r.irrfDetail} />
      <EmployerCostDetails gross={r.gross} />
      {r.vt > 0 ? (
        <Note>
          Vale-transporte: o empregado paga até 6% do salário bruto, nunca mais que o custo do
          transporte (Lei 7.418/1985, art. 4º).
        </Note>
      ) : null}
      <InssCentsNote />
      <IrrfHistoryNote />
      <TableFootnote
        year={r.year}
        irrfSource={r.irrfSource}
        parts={reduction ? ['inss', 'irrf', 'reducao'] : ['inss', 'irrf']}
      />
    </ResultCard>
  )
}
