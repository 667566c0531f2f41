import { useEffect, useMemo, useState } from 'react'

import { ResultCard } from '@/components/form/result-card.tsx'
import { PendingTablesNote } from '@/components/legal/pending-tables-note.tsx'
import type { SeveranceResult } from '@/lib/labor/severance-types.ts'
import { SEVERANCE_CHECK_PATH } from '@/lib/severance-check/severance-check-options.ts'
import { formatDate, formatMoney, formatNumber } from '@/utils/format.ts'

import { SeveranceDetails } from './load-severance-details.ts'
import { FgtsCheckLink } from '@/components/severance/fgts-check-link.tsx'
import { reasonLabels } from '@/components/severance/severance-labels.ts'
import {
  acordoFgtsHint,
  fgtsLabel,
  noticeNote,
  severanceCheckHref,
  unemploymentHref,
  unemploymentReasons,
  unemploymentVerdict,
} from './severance-text.ts'

/**
 * The value after the frame that shows it has painted: the verbas table, the notes and "Como
 * calculamos" (some forty steps) are drawn in the task after the main figure's frame, so on a slow
 * phone Calcular paints its answer first (docs/performance.md). Until then the parts of the
 * previous result stay, so nothing below the figures jumps.
 */
function useAfterPaint<T>(value: T): T | null {
  const [late, setLate] = useState<T | null>(null)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // A requestAnimationFrame callback runs just before the paint; a task posted from it, after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setLate(() => value), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [value])
  return late
}

export function SeveranceResultCard({ r }: { r: SeveranceResult }) {
  const late = useAfterPaint(r)
  // The same element while `late` is the same: a new Calcular re-renders the card's figures
  // without re-rendering the previous result's table before its first paint.
  const details = useMemo(() => (late ? <SeveranceDetails r={late} /> : null), [late])
  const notice = noticeNote(r)
  const u = r.unemployment
  const seguro = u.eligible
    ? unemploymentVerdict(u.contractMonths, u.requestsMet)
    : { value: 'Sem direito', hint: unemploymentReasons[u.reason] }
  return (
    <ResultCard
      steps={late?.steps}
      main={{ label: 'Líquido a receber da empresa', value: formatMoney(r.netTotal) }}
      shareValue={`Rescisão: ${formatMoney(r.netTotal)} líquidos (${reasonLabels[r.reason]}, tabela de ${r.year})`}
      badge={
        <>
          <p className="text-muted-foreground text-sm">
            {reasonLabels[r.reason]} · Tabela de {r.year}
          </p>
          <PendingTablesNote pending={r.pending} />
          {notice ? <p className="mt-2 text-sm">{notice}</p> : null}
        </>
      }
      items={[
        {
          label: 'Prazo para a empresa pagar',
          value: <span className="whitespace-nowrap">{formatDate(r.paymentDeadline)}</span>,
          hint: '10 dias após o fim do contrato (CLT art. 477 §6º); depois disso, multa de um salário (§8º).',
        },
        r.fgtsTotal > 0 && {
          label: fgtsLabel(r),
          value: formatMoney(r.fgtsTotal),
          hint: `${r.reason === 'acordo' ? `${acordoFgtsHint(r)} ` : ''}${
            r.fgtsEstimated
              ? 'Estimativa: informe o saldo do extrato para o valor exato. Sacado na Caixa, à parte da rescisão.'
              : 'Sacado na Caixa, à parte do que a empresa paga na rescisão.'
          }`,
          strong: true,
        },
        {
          label: 'Seguro-desemprego',
          value: seguro.value,
          hint: u.eligible ? (
            <>
              {seguro.hint}{' '}
              <a
                href={unemploymentHref(r)}
                className="text-primary font-medium underline underline-offset-2"
              >
                Calcular o seguro-desemprego
              </a>
            </>
          ) : (
            seguro.hint
          ),
        },
        {
          label: 'Tempo de serviço',
          value: `${formatNumber(r.serviceYears, 0)} ${r.serviceYears === 1 ? 'ano completo' : 'anos completos'}`,
        },
        r.priorNoticeDays > 0 && {
          label: 'Fim do contrato com o aviso',
          value: formatDate(r.projectedEndDate),
          hint: 'O aviso indenizado conta como tempo de serviço (CLT art. 487 §1º).',
        },
        {
          label: r.fgtsEstimated ? 'Saldo do FGTS (estimado)' : 'Saldo do FGTS informado',
          value: formatMoney(r.fgtsBalance),
          hint:
            r.fgtsTotal === 0
              ? 'Fica na conta: este motivo não dá direito a saque.'
              : r.fgtsEstimated
                ? '8% do salário por mês de serviço, com os 13º, sem juros nem correção.'
                : r.fgtsRescissionDeposits > 0
                  ? `Mais ${formatMoney(r.fgtsRescissionDeposits)} depositados com a rescisão: saque e multa sobre ${formatMoney(r.fgtsBase)}.`
                  : undefined,
        },
      ]}
      rule="Cada verba só aparece quando o motivo da saída dá direito a ela (CLT arts. 477 a 487; Lei 8.036/1990); um mês conta quando tem 15 dias ou mais trabalhados."
    >
      {details}
      <p className="text-sm">
        <a
          href={SEVERANCE_CHECK_PATH}
          onClick={(event) => {
            // The link carries the inputs the form wrote into the address after Calcular.
            event.currentTarget.href = severanceCheckHref(window.location.search)
          }}
          className="text-primary font-medium underline underline-offset-2"
        >
          Conferir com meu TRCT
        </a>{' '}
        <span className="text-muted-foreground">
          (linha por linha, com estes dados já preenchidos)
        </span>
      </p>
      <FgtsCheckLink salary={r.salary} dismissalDate={r.dismissalDate} />
    </ResultCard>
  )
}
