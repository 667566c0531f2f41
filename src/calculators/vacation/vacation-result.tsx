import { DetailList } from '@/components/detail-list.tsx'
import { Note } from '@/components/form/note.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { TableFootnote } from '@/components/legal/table-footnote.tsx'
import { PendingTablesNote } from '@/components/legal/pending-tables-note.tsx'
import { legalTable } from '@/lib/law/tables/by-year.ts'
import type { VacationResult } from '@/lib/vacation/vacation-types.ts'
import { formatDate, formatMoney, formatWeekday } from '@/utils/format.ts'

const days = (n: number) => `${n} dia${n === 1 ? '' : 's'}`
const minus = (value: number) => `− ${formatMoney(value)}`

function entitlementHint(r: VacationResult): string {
  const parts = [`${days(r.enjoyDays)} de descanso`]
  if (r.soldDays > 0) parts.push(`${days(r.soldDays)} vendidos`)
  const rest = r.enjoyDays - r.takenDays
  const now = rest > 0 ? `; ${days(r.takenDays)} agora, ${days(rest)} em outro período` : ''
  return `${parts.join(' + ')}${now} (CLT arts. 130 e 143).`
}

function deductionHint(r: VacationResult): string {
  const legal = r.alimony > 0 ? 'INSS, dependentes e pensão' : 'INSS e dependentes'
  return r.irrf.deductionMethod === 'simplificado'
    ? `Desconto simplificado, mais vantajoso que as deduções legais (${legal}: ${formatMoney(r.irrf.legalDeductions)}); nunca os dois juntos.`
    : `Deduções legais (${legal}), mais vantajosas que o desconto simplificado de ${formatMoney(r.irrf.simplifiedDiscount)}; nunca os dois juntos.`
}

function taxableHint(r: VacationResult): string {
  const parts = ['Férias + 1/3']
  if (r.double > 0) parts.push('dobra + 1/3')
  if (r.soldDays > 0) parts.push('1/3 do abono')
  return `${parts.join(' + ')}${r.soldDays > 0 ? '; o abono é isento' : ''}.`
}

/** The art. 134 §3º message: a period may not start in the two days before a rest day. */
function StartWarning({ r }: { r: VacationResult }) {
  const rest = r.startBeforeRest
  if (!rest) return null
  const what =
    rest.reason === 'feriado'
      ? `do feriado ${rest.name ? `de ${rest.name} ` : ''}(${formatDate(rest.date)})`
      : `de um domingo (${formatDate(rest.date)})`
  return (
    <p
      role="note"
      className="rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      As férias não podem começar nos dois dias antes {what}: a CLT (art. 134 §3º) proíbe o início
      nesses dias. Escolha outra data de início.
    </p>
  )
}

export function VacationResultCard({ r }: { r: VacationResult }) {
  const reduction = legalTable(r.year).irrfReduction
  return (
    <ResultCard
      steps={r.steps}
      main={{ label: 'Férias líquidas', value: formatMoney(r.net) }}
      shareValue={`Férias: ${formatMoney(r.net)} líquidos (${days(r.takenDays)}, tabela de ${r.year})`}
      badge={
        <>
          <p className="text-muted-foreground text-sm">
            {days(r.entitlement)} de direito · Tabela de {r.year}
            {r.payBy ? ` · Pagar até ${formatDate(r.payBy)}` : ''}
          </p>
          <PendingTablesNote pending={r.pending} />
          <StartWarning r={r} />
        </>
      }
      items={[
        { label: 'Dias de férias', value: days(r.entitlement), hint: entitlementHint(r) },
        { label: `Férias: ${days(r.takenDays)}`, value: formatMoney(r.vacation) },
        { label: '1/3 constitucional', value: formatMoney(r.third), hint: 'CF, art. 7º, XVII.' },
        r.soldDays > 0 && {
          label: `Abono pecuniário: ${days(r.soldDays)}`,
          value: formatMoney(r.abono),
          hint: 'Venda de 1/3 das férias (CLT art. 143): sem INSS e sem IRRF.',
        },
        r.soldDays > 0 && {
          label: '1/3 sobre o abono',
          value: formatMoney(r.abonoThird),
          hint: 'Sem INSS; a Receita Federal cobra IRRF sobre ele (Solução de Consulta Cosit 209/2021).',
        },
        r.double > 0 && {
          label: `Dobra: ${days(r.lateDays)} após o prazo`,
          value: formatMoney(r.double),
          hint: 'Dias gozados depois do período concessivo são pagos em dobro (CLT art. 137; Súmula 81 do TST).',
        },
        r.double > 0 && { label: '1/3 sobre a dobra', value: formatMoney(r.doubleThird) },
        r.advance13 > 0 && {
          label: 'Adiantamento do 13º',
          value: formatMoney(r.advance13),
          hint: 'Metade do salário, sem INSS nem IRRF (Lei 4.749/1965, art. 2º §2º): o IRRF cai sobre o 13º inteiro, quando ele é quitado: em dezembro ou na rescisão (RIR/2018, art. 700).',
        },
        { label: 'Total bruto', value: formatMoney(r.gross), strong: true },
        {
          label: 'INSS',
          value: minus(r.inss),
          hint: 'Sobre férias + 1/3, como um mês à parte (Decreto 3.048/1999, art. 214 §4º).',
        },
        {
          label: 'IRRF',
          value: minus(r.irrf.withheld),
          hint: 'Calculado à parte do salário do mês.',
        },
        { label: 'Líquido', value: formatMoney(r.net), strong: true },
        r.payBy && {
          label: 'Pagar até',
          value: formatDate(r.payBy),
          hint: `${formatWeekday(r.payBy)}: 2 dias antes do início (CLT art. 145).`,
        },
      ]}
      rule="Férias = (salário + médias) ÷ 30 × dias, mais 1/3 (CLT arts. 130, 142 e 143); INSS sobre férias + 1/3; IRRF em separado pela tabela do mês do pagamento (RIR/2018, art. 682)."
    >
      <DetailList
        title="Como o IRRF das férias foi calculado"
        items={[
          {
            label: 'Rendimento tributável',
            value: formatMoney(r.irrf.income),
            hint: taxableHint(r),
          },
          r.alimony > 0 && {
            label: 'Pensão alimentícia',
            value: formatMoney(r.alimony),
            hint: 'Dedução legal do IRRF (Lei 9.250/1995, art. 4º II).',
          },
          { label: 'Dedução usada', value: formatMoney(r.irrf.deduction), hint: deductionHint(r) },
          { label: 'Base de cálculo', value: formatMoney(r.irrf.base) },
          { label: 'Imposto pela tabela', value: formatMoney(r.irrf.taxBeforeReduction) },
          reduction && {
            label: 'Redução da Lei 15.270/2025',
            value: minus(r.irrf.reduction),
            hint: `Medida sobre o rendimento tributável (${formatMoney(r.irrf.income)}), que a pensão não diminui.`,
          },
          {
            label: 'IRRF retido',
            value: formatMoney(r.irrf.withheld),
            strong: true,
            hint: r.irrf.belowMinimumWithholding
              ? `Imposto calculado de ${formatMoney(r.irrf.computed)}: até R$\u00a010,00 não é retido (Lei 9.430/1996, art. 67).`
              : undefined,
          },
        ]}
      />
      <Note>
        O INSS exato é calculado por mês de competência junto com o salário; pode variar alguns
        reais quando as férias caem em dois meses.
      </Note>
      {reduction ? (
        <Note>
          Cálculo da redução da Lei 15.270/2025 aplicado às férias em separado; a empresa pode
          calcular de outra forma.
        </Note>
      ) : null}
      {r.alimony > 0 ? (
        <Note>
          O líquido é antes da pensão alimentícia, que a empresa desconta e repassa a quem recebe.
        </Note>
      ) : null}
      {r.advance13 > 0 ? (
        <Note>
          Quem tem salário variável recebe também metade da média das variáveis no adiantamento do
          13º; pedido em janeiro, ele vem com as férias.
        </Note>
      ) : null}
      <TableFootnote
        irrfSource={r.irrfSource}
        year={r.year}
        parts={reduction ? ['inss', 'irrf', 'reducao'] : ['inss', 'irrf']}
      />
    </ResultCard>
  )
}
