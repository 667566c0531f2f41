import { Note } from '@/components/form/note.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { PendingTablesNote } from '@/components/legal/pending-tables-note.tsx'
import type { InssRetirementResult, RuleAt } from '@/lib/inss-retirement/inss-retirement.ts'
import { retirementSteps } from '@/lib/inss-retirement/retirement-steps.ts'
import { yearOfFigures } from '@/lib/law/tables/pending-tables.ts'
import { LAST_YEAR } from '@/lib/law/tables/table-years.ts'
import { formatDate, formatMoney, formatNumber, formatPercent } from '@/utils/format.ts'

import { longYmd, ruleNames } from './inss-retirement-text.ts'
import { RetirementTimeline } from './load-timeline.ts'
import { RulesList } from './rules-list.tsx'
import { WorkMoreSection } from './work-more-section.tsx'

/** What the rule pays: the benefit, or the share of the média without one. */
function payOf(rule: RuleAt): string {
  if (rule.benefit) return formatMoney(rule.benefit.value)
  if (rule.fator?.ok) return `média × fator ${formatNumber(rule.fator.fator.value, 4, 4)}`
  if (rule.fator && !rule.fator.ok) return 'fator sem tábua do IBGE para essa data'
  return rule.percent === null ? '—' : `${formatPercent(rule.percent, 0)} da média`
}

function limitHint(rule: RuleAt): string | undefined {
  const b = rule.benefit
  if (!b?.limit) return undefined
  return b.limit === 'piso'
    ? `O cálculo dá ${formatMoney(b.gross)}; nenhuma aposentadoria é menor que o salário mínimo.`
    : `O cálculo dá ${formatMoney(b.gross)}; o benefício não passa do teto do INSS.`
}

function RuleBox({ title, rule }: { title: string; rule: RuleAt }) {
  return (
    <div className="rounded-md border p-3 text-sm">
      <p className="text-muted-foreground text-xs font-semibold uppercase">{title}</p>
      <p className="font-semibold">{ruleNames[rule.id].name}</p>
      <p>
        {rule.already ? 'Cumprida em ' : 'Em '}
        <span className="whitespace-nowrap">{formatDate(rule.metOn)}</span>
      </p>
      <p className="text-base font-semibold whitespace-nowrap">{payOf(rule)}</p>
      <p className="text-muted-foreground text-xs">
        a partir de <span className="whitespace-nowrap">{formatDate(rule.start)}</span>
      </p>
    </div>
  )
}

const CHECKS = [
  'Tempo rural (antes de 1991, mesmo sem contribuição) e tempo de aluno-aprendiz em escola técnica.',
  'Tempo especial (insalubre ou perigoso) até 13/11/2019, que convertido vale mais.',
  'Serviço militar obrigatório e tempo em regime próprio (servidor público), por certidão.',
  'Meses faltando ou com salário errado no CNIS (extrato no Meu INSS).',
]

export function InssRetirementResultCard({ r }: { r: InssRetirementResult }) {
  const e = r.earliest
  if (!e) {
    return (
      <ResultCard
        main={{ label: 'Aposentadoria pelo INSS', value: 'Sem data' }}
        rule="EC 103/2019, arts. 15 a 20."
      >
        <Note>Nenhuma regra se cumpre antes de 2200 com os dados informados.</Note>
      </ResultCard>
    )
  }
  const best = r.best
  const differ = best !== null && best.id !== e.id
  const pending = e.benefit?.parameters.pending ?? []
  return (
    <ResultCard
      main={{
        label: `${e.already ? 'Já cumprida' : 'Aposentadoria mais cedo'}: ${ruleNames[e.id].name}`,
        value: formatDate(e.metOn),
      }}
      shareValue={`Aposentadoria pelo INSS: ${ruleNames[e.id].name} em ${formatDate(e.metOn)}${e.benefit ? `, ${formatMoney(e.benefit.value)}` : ''}`}
      badge={
        <div className="flex flex-col gap-1">
          <p className="text-lg font-semibold">
            {e.benefit ? (
              <>
                <span className="whitespace-nowrap">{formatMoney(e.benefit.value)}</span> por mês
              </>
            ) : (
              payOf(e)
            )}
            <span className="text-muted-foreground text-sm font-normal">
              {' '}
              a partir de <span className="whitespace-nowrap">{formatDate(e.start)}</span>
              {e.already ? ' (pedido na data da simulação)' : ''}
            </span>
          </p>
          {r.average === null ? (
            <p className="text-muted-foreground text-sm">
              Informe a média dos salários para ver o valor em reais.
            </p>
          ) : null}
          <PendingTablesNote pending={pending} />
        </div>
      }
      items={[
        {
          label: 'Na data do início',
          value: `${longYmd(e.age)} de idade`,
          hint: `${longYmd(e.tc)} de contribuição.`,
        },
        e.percent !== null && {
          label: e.basis === 'fator' ? 'Fator previdenciário' : 'Percentual da média',
          value:
            e.basis === 'fator' && e.fator?.ok
              ? formatNumber(e.fator.fator.value, 4, 4)
              : formatPercent(e.percent, 0),
          hint: limitHint(e),
        },
        {
          label: `Hoje (${formatDate(r.reference)})`,
          value: `${longYmd(r.tcToday)} de contribuição`,
          hint: `${longYmd(r.ageToday)} de idade${r.fromTime ? `; primeira contribuição equivalente: ${formatDate(r.start)}` : ''}.`,
        },
      ]}
      rule={`${ruleNames[e.id].article} (${e.source}).`}
      steps={retirementSteps(e, r.sex, r.average)}
    >
      {differ ? (
        <div className="grid gap-2 sm:grid-cols-2">
          <RuleBox title="Mais cedo" rule={e} />
          <RuleBox title={r.bestAmongMet ? 'Paga mais hoje' : 'Paga mais'} rule={best} />
        </div>
      ) : null}
      {r.acquired.byTime || r.acquired.byAge ? (
        <p className="rounded-md border p-3 text-sm font-medium" role="note">
          Você já tinha direito pelas regras antigas em 13/11/2019 (
          {r.acquired.byTime ? 'tempo de contribuição' : 'idade'}): o INSS deve calcular também por
          elas e pagar o que for melhor. Este cálculo mostra só as regras novas; peça a comparação
          no Meu INSS (Decreto 3.048/1999, art. 188-A).
        </p>
      ) : null}
      {r.afterEc ? (
        <Note>
          A primeira contribuição é depois de 13/11/2019: vale só a regra permanente (EC 103/2019,
          art. 19).
        </Note>
      ) : null}
      <RulesList r={r} />
      <RetirementTimeline r={r} />
      <WorkMoreSection r={r} />
      <section className="flex flex-col gap-1 text-sm">
        <h2 className="text-base font-semibold">Confira no INSS o que o cálculo não vê</h2>
        <p>
          Contamos contribuições sem interrupção desde a primeira. Estes tempos podem antecipar a
          data; leve os documentos ao pedir:
        </p>
        <ul className="list-disc pl-5">
          {CHECKS.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        {r.teacher ? (
          <p>
            Professor: as regras de professor pedem todo o tempo em efetivo exercício de magistério
            na educação infantil, no ensino fundamental ou médio.
          </p>
        ) : null}
      </section>
      <Note>
        Estimativa. Anos futuros usam o salário mínimo e o teto de{' '}
        {e.benefit
          ? yearOfFigures(e.benefit.parameters.year, e.benefit.parameters.pending)
          : LAST_YEAR}
        ; o fator previdenciário usa a Tábua de Mortalidade do IBGE de 2024, trocada a cada
        dezembro.
      </Note>
    </ResultCard>
  )
}
