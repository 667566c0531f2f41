import { balanceFigure, checkSummary } from '@/components/check-summary.ts'
import { CheckTable, type CheckRow, WhatToDo } from '@/components/check-table.tsx'
import { failedLines } from '@/components/check-verdict-text.ts'
import { Note } from '@/components/form/note.tsx'
import { FgtsCheckLink } from '@/components/severance/fgts-check-link.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { PendingTablesNote } from '@/components/legal/pending-tables-note.tsx'
import type {
  SeveranceCheckLineId,
  SeveranceCheckResult,
} from '@/lib/severance-check/severance-check.ts'
import { formatDate, formatLongDate, formatMoney } from '@/utils/format.ts'

const NAMES: Readonly<Record<SeveranceCheckLineId, string>> = {
  pagoSaldo: 'Saldo de salário',
  pagoAviso: 'Aviso prévio indenizado',
  pago13: '13º salário',
  pagoFeriasVencidas: 'Férias vencidas',
  pagoFeriasProporcionais: 'Férias proporcionais',
  pagoTerco: '1/3 de férias',
  pagoMulta: 'Multa do FGTS',
  pagoInss: 'INSS',
  pagoIrrf: 'IRRF',
  pagoLiquido: 'Líquido',
  multa477: 'Multa por atraso (art. 477)',
}

const RULES: Readonly<Record<SeveranceCheckLineId, string>> = {
  pagoSaldo: 'Dias trabalhados no mês da saída × salário ÷ 30 (campo 50 do TRCT).',
  pagoAviso:
    '30 dias mais 3 por ano completo, até 90 (Lei 12.506/2011), quando a empresa dispensa sem exigir o trabalho (campo 69).',
  pago13:
    'Salário × avos do ano ÷ 12, contando a projeção do aviso; 15 dias fazem um mês (Lei 4.090/1962; campos 63 e 70).',
  pagoFeriasVencidas:
    'Dias de férias de períodos completos não tiradas; fora do prazo, em dobro (CLT arts. 137 e 146; campo 66).',
  pagoFeriasProporcionais:
    'Salário × avos desde o último aniversário da admissão ÷ 12, com a projeção do aviso (CLT art. 146; campos 65 e 71).',
  pagoTerco: 'Um terço sobre todas as férias pagas (CF art. 7º XVII; campo 68).',
  pagoMulta:
    '40% do saldo do FGTS na dispensa sem justa causa, 20% no acordo e na culpa recíproca (Lei 8.036/1990 art. 18). Depositada na conta do FGTS, não no TRCT.',
  pagoInss:
    'INSS por faixas sobre o saldo de salário e, à parte, sobre o 13º; aviso indenizado e férias indenizadas não pagam INSS (EC 103/2019 art. 28).',
  pagoIrrf:
    'IRRF mensal sobre o saldo de salário e exclusivo sobre o 13º; verbas indenizatórias são isentas.',
  pagoLiquido: 'Verbas − INSS − IRRF − outros descontos da rescisão.',
  multa477:
    'Paga depois do prazo de 10 dias (CLT art. 477 §6º), a empresa deve uma multa de um salário ao empregado (§8º), salvo se o atraso foi causado por ele.',
}

const rowOf = (line: SeveranceCheckResult['lines'][number]): CheckRow => ({
  ...line,
  name: NAMES[line.id],
  rule: RULES[line.id],
})

export function SeveranceCheckResultCard({ r }: { r: SeveranceCheckResult }) {
  const summary = checkSummary(r.wrong)
  const rows = r.lines.map(rowOf)
  return (
    <ResultCard
      steps={r.steps}
      caveats={failedLines(rows)}
      main={balanceFigure(r.balance)}
      badge={
        <>
          <p className="text-muted-foreground text-sm">{summary}</p>
          <PendingTablesNote pending={r.severance.pending} />
        </>
      }
      shareValue={`Rescisão conferida: ${summary.toLowerCase()}`}
      items={[
        {
          label: 'Prazo para pagar',
          value: formatDate(r.paymentDeadline),
          hint: r.paymentDate
            ? r.late
              ? `Pago em ${formatDate(r.paymentDate)}, com atraso: a multa do art. 477 §8º entra na conta.`
              : `Pago em ${formatDate(r.paymentDate)}, dentro do prazo.`
            : '10 dias depois do fim do contrato (CLT art. 477 §6º).',
        },
        {
          label: 'Prazo para reclamar na Justiça',
          value: formatDate(r.claimDeadline),
          hint: `Dois anos depois do fim do contrato${r.severance.notice === 'indenizado' && r.severance.priorNoticeDays > 0 ? ', contado o aviso indenizado' : ''} (CF art. 7º XXIX): até ${formatLongDate(r.claimDeadline)}.`,
          strong: true,
        },
      ]}
      rule={`Cada linha do TRCT comparada com a rescisão calculada pela lei para os seus dados; diferença de até ${formatMoney(0.05)} é arredondamento e confere.`}
    >
      <CheckTable caption="Linhas do TRCT" rows={rows} />
      <Note>
        Convenção coletiva pode dar mais que a lei. Confira a multa do FGTS no extrato do app FGTS.
      </Note>
      <WhatToDo ended>
        <li>
          Na Justiça do Trabalho você pode reclamar sem advogado na primeira instância (CLT art.
          791). Para o FGTS, use o app FGTS ou uma agência da CAIXA.
        </li>
      </WhatToDo>
      <FgtsCheckLink salary={r.severance.salary} dismissalDate={r.severance.dismissalDate} />
    </ResultCard>
  )
}
