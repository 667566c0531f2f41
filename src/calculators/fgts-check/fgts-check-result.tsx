import { useId } from 'react'

import { Note } from '@/components/form/note.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { Button } from '@/components/ui/button.tsx'
import type { FgtsCheckResult } from '@/lib/fgts-check/fgts-check-types.ts'
import { formatMoney, formatMonth } from '@/utils/format.ts'

import { FgtsBirthdayLink } from './fgts-birthday-link.tsx'
import { FgtsMonthTable } from './fgts-month-table.tsx'

const listOf = (months: readonly string[]) =>
  months.length === 0 ? 'nenhum' : months.map(formatMonth).join(', ')

export function FgtsCheckResultCard({ r }: { r: FgtsCheckResult }) {
  const wrong = r.missing.length + r.short.length
  const summary =
    wrong === 0
      ? 'Todos os meses vencidos conferem'
      : [
          r.missing.length
            ? `${r.missing.length} ${r.missing.length === 1 ? 'mês' : 'meses'} sem depósito`
            : '',
          r.short.length ? `${r.short.length} com depósito menor` : '',
        ]
          .filter(Boolean)
          .join(', ')
  return (
    <ResultCard
      steps={r.steps}
      main={{
        label: 'Depósitos que faltam',
        value: formatMoney(r.owed),
        tone: r.owed > 0 ? 'negative' : undefined,
      }}
      badge={<p className="text-muted-foreground text-sm">{summary}</p>}
      shareValue={`FGTS conferido: ${summary.toLowerCase()}`}
      items={[
        {
          label: 'Meses sem depósito',
          value: listOf(r.missing),
          ...(r.missing.length ? { tone: 'negative' as const } : {}),
          strong: true,
        },
        { label: 'Meses com depósito menor', value: listOf(r.short) },
        {
          label: 'Devido até hoje',
          value: formatMoney(r.totalDue),
          hint: `${formatMoney(r.totalDeposited)} depositados, segundo o extrato.`,
        },
        {
          label: 'Saldo estimado com tudo depositado',
          value: formatMoney(r.expectedBalance),
          hint: `Com o extrato: ${formatMoney(r.actualBalance)}. JAM mensal de TR + 3% ao ano.`,
        },
        r.fineRate === null
          ? {
              label: 'Multa na dispensa',
              value: '3,2% mensais',
              hint: 'No doméstico, os 3,2% depositados todo mês substituem a multa de 40%; os que faltam estão no total acima.',
            }
          : {
              label: 'A multa de 40% perde',
              value: formatMoney(r.fineLoss),
              hint: 'Na dispensa sem justa causa, 40% do que devia estar na conta, com juros.',
            },
      ]}
      rule="Devido: 8% da remuneração do mês (2% aprendiz, 11,2% doméstico), 13º incluído; vence no dia 20 do mês seguinte (dia 7 até a competência 02/2024 e no doméstico), antes se não houver expediente bancário (Lei 8.036/1990 art. 15)."
    >
      <FgtsBirthdayLink balance={r.actualBalance} />
      <FgtsMonthTable rows={r.rows} />
      {r.trMissingFrom ? (
        <Note>
          A TR de {formatMonth(r.trMissingFrom)} em diante ainda não está nos dados do site: o saldo
          estimado usa TR zero nesses meses, só os 3% ao ano.
        </Note>
      ) : null}
      <Note>
        O saldo é uma estimativa: a CAIXA credita os juros no dia 21 com a TR desse dia, e a
        distribuição de lucros de cada ano não entra (nem entra na multa).
      </Note>
      <FgtsWhatToDo />
      <Button variant="outline" className="no-print self-start" onClick={() => window.print()}>
        Imprimir
      </Button>
    </ResultCard>
  )
}

function FgtsWhatToDo() {
  const heading = useId()
  return (
    <section aria-labelledby={heading} className="flex flex-col gap-2 text-sm">
      <h3 id={heading} className="font-semibold">
        O que fazer
      </h3>
      <ol className="text-muted-foreground list-decimal space-y-1 pl-5">
        <li>
          Confira o extrato no app FGTS ou numa agência da CAIXA e mostre esta página ao RH: o
          empregador deposita o que falta, com juros e multa, pelo FGTS Digital (a guia do doméstico
          sai no eSocial).
        </li>
        <li>
          Sem resposta, denuncie ao Ministério do Trabalho e Emprego, pelo gov.br ou numa
          Superintendência Regional do Trabalho; o sindicato também pode cobrar.
        </li>
        <li>
          Na Justiça do Trabalho você cobra os depósitos dos últimos 5 anos, até 2 anos depois do
          fim do contrato (CF art. 7º XXIX; Súmula 362 do TST). Na primeira instância não é preciso
          advogado (CLT art. 791).
        </li>
      </ol>
    </section>
  )
}
