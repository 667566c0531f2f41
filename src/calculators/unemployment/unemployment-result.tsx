import { Note } from '@/components/form/note.tsx'
import { ResultCard } from '@/components/form/result-card.tsx'
import { TableFootnote } from '@/components/legal/table-footnote.tsx'
import { UNEMPLOYMENT_BANDS } from '@/lib/unemployment/unemployment-tables.ts'
import type { UnemploymentResult } from '@/lib/unemployment/unemployment.ts'
import { DOMESTIC_FILING_WINDOW, FILING_WINDOW } from '@/lib/unemployment/unemployment-options.ts'
import { formatDate, formatMoney } from '@/utils/format.ts'

import { notEntitledReasons, reasonLabels, requestLabels } from './unemployment-text.ts'

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
  const badge = (
    <p className="text-muted-foreground text-sm">
      {reasonLabels[r.motivo]} · Tabela de {r.year}
    </p>
  )
  const e = r.eligibility
  if (!e.entitled) {
    const why =
      e.reason === 'motivo'
        ? (notEntitledReasons[r.motivo] ?? 'Este motivo de saída não dá direito ao seguro.')
        : monthsReason(r, e.minMonths)
    return (
      <ResultCard
        calculatorId="unemployment"
        main={{ label: 'Seguro-desemprego', value: 'Sem direito', tone: 'negative' }}
        shareValue={`Seguro-desemprego: sem direito (${reasonLabels[r.motivo]})`}
        badge={
          <>
            {badge}
            <p className="mt-2 text-sm">{why}</p>
          </>
        }
        rule="Têm direito a demissão sem justa causa, a rescisão indireta e o fim antecipado do contrato com prazo pelo empregador (Lei 7.998/1990, art. 3º; Res. CODEFAT 957/2022, art. 2º)."
      />
    )
  }
  const window = r.domestic ? DOMESTIC_FILING_WINDOW : FILING_WINDOW
  return (
    <ResultCard
      calculatorId="unemployment"
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
        r.filing && {
          label: 'Prazo para pedir',
          value: `${formatDate(r.filing.from)} a ${formatDate(r.filing.to)}`,
          hint: `Do ${window.from}º ao ${window.to}º dia após a demissão${r.domestic ? ' (LC 150/2015, art. 28)' : ' (Res. CODEFAT 467/2005, art. 14)'}, pela Carteira de Trabalho Digital ou no gov.br.`,
          strong: true,
        },
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
        Valor estimado; o Ministério do Trabalho pode diferir em centavos. A tabela de {r.year} vale
        para parcelas emitidas a partir de {formatDate(UNEMPLOYMENT_BANDS[r.year].effectiveFrom)}.
      </Note>
      <TableFootnote year={r.year} parts={['salario-minimo']} />
    </ResultCard>
  )
}
