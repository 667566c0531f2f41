import { balanceFigure, checkSummary } from '@/components/check-summary.ts'
import { CheckTable, type CheckRow, WhatToDo } from '@/components/check-table.tsx'
import { failedLines } from '@/components/check-verdict-text.ts'
import { Note } from '@/components/form/note.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { PendingTablesNote } from '@/components/legal/pending-tables-note.tsx'
import type { PayslipLine } from '@/lib/payslip-check/payslip-check-options.ts'
import type {
  PayslipCheckLine,
  PayslipCheckResult,
  PayslipFlag,
} from '@/lib/payslip-check/payslip-check.ts'
import { formatMoney, formatMonth, formatNumber } from '@/utils/format.ts'

import { extraLineRule } from '@/components/payslip-line-texts.ts'

const NAMES: Readonly<Record<PayslipLine, string>> = {
  pagoInsalubridade: 'Adicional de insalubridade',
  pagoPericulosidade: 'Adicional de periculosidade',
  pagoHoras: 'Horas extras',
  pagoDsr: 'DSR sobre horas extras',
  pagoDsrComissoes: 'DSR sobre comissões',
  pagoSalarioFamilia: 'Salário-família',
  pagoFaltas: 'Faltas',
  pagoDsrFaltas: 'DSR perdido pelas faltas',
  pagoInss: 'INSS',
  pagoIrrf: 'IRRF',
  pagoVt: 'Vale-transporte',
  pagoAdiantamento: 'Adiantamento',
  pagoLiquido: 'Líquido',
  pagoFgts: 'FGTS (depósito)',
}

/** The rule behind each line, with the figures it used. */
function ruleOf(id: PayslipLine, r: PayslipCheckResult): string {
  switch (id) {
    case 'pagoInsalubridade':
      return extraLineRule('insalubridade', r)
    case 'pagoPericulosidade':
      return extraLineRule('periculosidade', r)
    case 'pagoDsrComissoes':
      return extraLineRule('dsrComissoes', r)
    case 'pagoSalarioFamilia':
      return extraLineRule('salarioFamilia', r)
    case 'pagoFaltas':
      return extraLineRule('faltas', r)
    case 'pagoDsrFaltas':
      return extraLineRule('dsrFaltas', r)
    case 'pagoAdiantamento':
      return extraLineRule('adiantamento', r)
    case 'pagoHoras':
      return `Hora normal = ${r.earnings.insalubrity || r.earnings.hazard ? '(salário + adicional) ÷ jornada (Súmula 132 I e OJ 47 SDI-1 do TST)' : 'salário ÷ jornada'}; a hora extra vale pelo menos 50% a mais e a de domingo ou feriado 100% (CF art. 7º XVI; Súmula 146 TST). Devido: ${formatMoney(r.overtime)}.`
    case 'pagoDsr':
      return `Horas extras habituais entram no descanso semanal: DSR = horas extras ÷ dias úteis × domingos e feriados do mês (Lei 605/1949 art. 7º "a"; Súmula 172 TST). Devido em ${formatMonth(r.month)}: ${formatMoney(r.dsr)}.`
    case 'pagoInss':
      return `INSS por faixas progressivas, cada alíquota só sobre a sua faixa (EC 103/2019 art. 28), sobre a remuneração de ${formatMoney(r.remuneration)}, tabela de ${r.year}.`
    case 'pagoIrrf':
      return `IRRF pela tabela mensal de ${r.year}, com a dedução mais vantajosa entre as legais (INSS, dependentes, pensão) e o desconto simplificado (Lei 9.250/1995 arts. 3º-A e 4º)${r.year >= 2026 ? ', menos a redução da Lei 15.270/2025' : ''}.`
    case 'pagoVt':
      return `O empregado paga no máximo 6% do salário-base; o resto do vale-transporte é da empresa (Lei 7.418/1985 art. 4º p.u.; Decreto 10.854/2021 art. 114). Devido com ${formatNumber(r.vtPercent)}%: ${formatMoney(r.vt)}.`
    case 'pagoLiquido':
      return `Remuneração ${formatMoney(r.remuneration)}${r.family.amount > 0 ? ' + salário-família' : ''} − INSS − IRRF − vale-transporte${r.alimony > 0 ? ' − pensão' : ''}${r.advance.amount > 0 ? ' − adiantamento' : ''} = ${formatMoney(r.net)}. Outros descontos (plano de saúde, consignado) não entram nesta conta.`
    case 'pagoFgts':
      return `A empresa deposita ${formatNumber(r.fgtsRate)}% da remuneração na conta do FGTS, sem descontar do salário (Lei 8.036/1990 art. 15). Confira no app FGTS.`
  }
}

function flagText(flag: PayslipFlag | null): string | null {
  if (!flag) return null
  switch (flag.kind) {
    case 'inss-aliquota-unica':
      return `Parece uma alíquota única de ${formatNumber(flag.rate)}% sobre todo o salário: o INSS é por faixas.`
    case 'vt-acima-6':
      return `Acima de 6% do salário-base (${formatMoney(flag.limit)}).`
    case 'horas-sem-dsr':
      return 'Horas extras pagas sem o DSR sobre elas.'
    case 'irrf-sem-reducao':
      return 'É o imposto sem a redução da Lei 15.270/2025.'
    case 'comissoes-sem-dsr':
      return 'Comissões pagas sem o DSR sobre elas (Súmula 27 do TST).'
  }
}

const rowOf =
  (r: PayslipCheckResult) =>
  (line: PayslipCheckLine): CheckRow => ({
    ...line,
    name: NAMES[line.id],
    flag: flagText(line.flag),
    rule: ruleOf(line.id, r),
  })

/** Lines whose tax was withheld too little: a debt to the Receita or the INSS, never a benefit. */
const TAX_LINES: readonly PayslipCheckLine['id'][] = ['pagoInss', 'pagoIrrf']

function overpaidNote(r: PayslipCheckResult): string {
  const taxes = r.lines.filter((l) => TAX_LINES.includes(l.id) && l.owed < 0)
  const base = `Você recebeu ${formatMoney(Math.abs(r.balance))} a mais do que a lei exige`
  if (taxes.length > 0)
    return `${base}: ${taxes.map((l) => NAMES[l.id]).join(' e ')} descontado a menos. A empresa deve recolher o que falta e pode descontar a diferença depois; não é benefício de convenção coletiva.`
  return `${base}: pode ser um benefício da convenção coletiva ou um erro que a empresa pode descontar depois.`
}

const VT_ASSUMED = {
  nenhum: 'Vale-transporte: o percentual ficou vazio, então a conta não desconta VT.',
  maximo:
    'Vale-transporte: o percentual ficou vazio e você informou o VT descontado, então a conta usa 6% do salário-base, o máximo da lei.',
} as const

export function PayslipCheckResultCard({ r }: { r: PayslipCheckResult }) {
  const summary = checkSummary(r.wrong)
  const rows = r.lines.map(rowOf(r))
  return (
    <ResultCard
      steps={r.steps}
      caveats={failedLines(rows)}
      main={balanceFigure(r.balance)}
      badge={
        <>
          <p className="text-muted-foreground text-sm">{summary}</p>
          <PendingTablesNote pending={r.pending} />
        </>
      }
      shareValue={`Holerite de ${formatMonth(r.month)}: ${summary.toLowerCase()}`}
      rule={`Cada linha comparada com o que a lei dá para o seu salário, horas e mês; diferença de até ${formatMoney(0.05)} é arredondamento e confere.`}
    >
      <CheckTable caption={`Holerite de ${formatMonth(r.month)}`} rows={rows} />
      {r.balance !== 0 ? (
        <Note>
          {r.balance > 0
            ? `A empresa deve ${formatMoney(r.balance)} a você neste holerite.`
            : overpaidNote(r)}
        </Note>
      ) : null}
      {r.vtAssumed ? <Note>{VT_ASSUMED[r.vtAssumed]}</Note> : null}
      <WhatToDo />
    </ResultCard>
  )
}
