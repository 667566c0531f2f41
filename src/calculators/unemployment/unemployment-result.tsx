import { Note } from '@/components/form/note.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { TableFootnote } from '@/components/legal/table-footnote.tsx'
import { PendingTablesNote } from '@/components/legal/pending-tables-note.tsx'
import { yearOfFigures } from '@/lib/law/tables/pending-tables.ts'
import { UNEMPLOYMENT_BANDS } from '@/lib/unemployment/unemployment-tables.ts'
import type { UnemploymentResult } from '@/lib/unemployment/unemployment-types.ts'
import { DOMESTIC_FILING_WINDOW, FILING_WINDOW } from '@/lib/unemployment/unemployment-options.ts'
import { formatDate, formatMoney } from '@/utils/format.ts'

import {
  carenciaNotMet,
  carenciaToCheck,
  notEntitledReasons,
  reasonLabels,
  requestLabels,
} from './unemployment-text.ts'

const bandHints = {
  'faixa-1': '80% da média dos três salários (Lei 7.998/1990, art. 5º).',
  'faixa-2': 'Parte fixa + 50% do que a média passa da 1ª faixa (Lei 7.998/1990, art. 5º).',
  teto: 'A média passa da 2ª faixa: a parcela é o valor máximo do ano.',
  piso: 'Nenhuma parcela é menor que o salário mínimo (Lei 7.998/1990, art. 5º §2º).',
  domestico: 'Doméstica: um salário mínimo por parcela (LC 150/2015, art. 26).',
} as const

function monthsReason(r: UnemploymentResult, minMonths: number): string {
  const request = r.domestic
    ? 'o seguro da empregada doméstica pede 15 meses de trabalho doméstico nos últimos 24 (LC 150/2015, art. 26)'
    : `a ${requestLabels[String(r.request) as '1' | '2' | '3'].replace(' ou mais', ' solicitação ou posterior')} pede pelo menos ${minMonths} meses (Lei 7.998/1990, arts. 3º e 4º)`
  return `Com ${r.months} ${r.months === 1 ? 'mês trabalhado' : 'meses trabalhados'}, ainda não há direito: ${request}.`
}

export function UnemploymentResultCard({ r }: { r: UnemploymentResult }) {
  // A year whose bands are not yet published computes with an earlier year's, and the note on
  // their first day names that year (docs/legal/calendar-of-acts.md).
  const bandsYear = yearOfFigures(r.year, r.pending, 'seguro-desemprego')
  const badge = (
    <>
      <p className="text-muted-foreground text-sm">
        {reasonLabels[r.motivo]} · Tabela de {r.year}
      </p>
      <PendingTablesNote pending={r.pending} />
    </>
  )
  const e = r.eligibility
  const window = r.domestic ? DOMESTIC_FILING_WINDOW : FILING_WINDOW
  const filingRule = `Do ${String(window.from)}º ao ${String(window.to)}º dia após a demissão${r.domestic ? ' (LC 150/2015, art. 28)' : ' (Res. CODEFAT 467/2005, art. 14)'}`
  const filingItem = r.filing && {
    label: 'Prazo para pedir',
    value: `${formatDate(r.filing.from)} a ${formatDate(r.filing.to)}`,
    hint: `${filingRule}, pela Carteira de Trabalho Digital ou no gov.br.`,
    strong: true,
  }
  if (!e.entitled && e.reason === 'confira') {
    // Not a promise: what the instalments would be, beside the rule still to check.
    return (
      <ResultCard
        main={{ label: 'Seguro-desemprego', value: 'Confira a carência' }}
        shareValue={`Seguro-desemprego: confira a carência (${reasonLabels[r.motivo]})`}
        badge={
          <>
            {badge}
            <p className="mt-2 text-sm">{carenciaToCheck(e.carencia)}</p>
          </>
        }
        items={[
          {
            label: 'Se cumprir a carência',
            value: `${String(e.installments)} × ${formatMoney(e.installment)}`,
            hint: `Total de ${formatMoney(e.total)}, pelos ${String(r.months)} meses nos últimos 36 (Lei 7.998/1990, art. 4º).`,
          },
          filingItem,
        ]}
        rule="A carência (art. 3º I) e a contagem dos 36 meses (art. 4º) são conferidas à parte: as duas precisam passar (Lei 7.998/1990)."
      />
    )
  }
  if (!e.entitled) {
    const why =
      e.reason === 'motivo'
        ? (notEntitledReasons[r.motivo] ?? 'Este motivo de saída não dá direito ao seguro.')
        : e.reason === 'carencia'
          ? carenciaNotMet(e.carencia, r.months)
          : e.reason === 'prazo'
            ? `O prazo para pedir terminou em ${formatDate(e.deadline)}, ${String(window.to)} dias após a demissão ${r.domestic ? '(LC 150/2015, art. 28)' : '(Res. CODEFAT 467/2005, art. 14)'}: o pedido já não pode ser feito.`
            : monthsReason(r, e.minMonths)
    const closed = e.reason === 'prazo'
    return (
      <ResultCard
        main={{
          label: 'Seguro-desemprego',
          value: closed ? 'Prazo encerrado' : 'Sem direito',
          tone: 'negative',
        }}
        shareValue={`Seguro-desemprego: ${closed ? `prazo encerrado em ${formatDate(e.deadline)}` : 'sem direito'} (${reasonLabels[r.motivo]})`}
        badge={
          <>
            {badge}
            <p className="mt-2 text-sm">{why}</p>
          </>
        }
        items={closed ? [filingItem] : []}
        rule={
          closed
            ? 'O pedido é feito do 7º ao 120º dia após a demissão (90 para a empregada doméstica); depois disso, não pode mais ser feito.'
            : 'Têm direito a demissão sem justa causa, a rescisão indireta e o fim antecipado do contrato com prazo pelo empregador, com salário em 12 dos últimos 18 meses na 1ª solicitação, 9 dos últimos 12 na 2ª e cada um dos últimos 6 depois (Lei 7.998/1990, art. 3º; Res. CODEFAT 957/2022, art. 2º).'
        }
      />
    )
  }
  return (
    <ResultCard
      steps={r.steps}
      main={{
        label: `${e.installments} parcelas de`,
        value: formatMoney(e.installment),
        tone: 'positive',
      }}
      shareValue={`Seguro-desemprego: ${e.installments} parcelas de ${formatMoney(e.installment)} = ${formatMoney(e.total)} (tabela de ${r.year})`}
      badge={badge}
      items={[
        { label: 'Número de parcelas', value: String(e.installments) },
        {
          label: 'Valor de cada parcela',
          value: formatMoney(e.installment),
          hint: bandHints[e.band],
        },
        { label: 'Total a receber', value: formatMoney(e.total), strong: true },
        !r.domestic && {
          label: 'Média dos três salários',
          value: formatMoney(r.average),
          hint: 'Entra sem arredondar no cálculo da parcela.',
        },
        e.carencia && {
          label: 'Carência',
          value: 'Cumprida',
          hint:
            e.carencia.request === 3
              ? 'Salário em cada um dos 6 meses antes da demissão (Lei 7.998/1990, art. 3º I).'
              : `${String(e.carencia.months)} dos ${String(e.carencia.window)} meses antes da demissão com salário; a lei pede ${String(e.carencia.min)} (Lei 7.998/1990, art. 3º I).`,
        },
        filingItem,
      ]}
      rule={
        r.domestic
          ? 'Empregada doméstica dispensada sem justa causa: um salário mínimo, até 3 parcelas (LC 150/2015, arts. 26 a 29).'
          : 'Parcelas pelos meses trabalhados nos últimos 36 e pela solicitação; valor pelas faixas do ano sobre a média dos três últimos salários (Lei 7.998/1990, arts. 4º e 5º).'
      }
    >
      {r.filing ? null : (
        <Note>Informe a data da demissão para ver as datas do prazo para pedir.</Note>
      )}
      <Note>
        Valor estimado; o Ministério do Trabalho pode diferir em centavos. A tabela de {bandsYear}{' '}
        vale para parcelas emitidas a partir de{' '}
        {formatDate(UNEMPLOYMENT_BANDS[r.year].effectiveFrom)}.
      </Note>
      <TableFootnote year={r.year} parts={['salario-minimo']} />
    </ResultCard>
  )
}
