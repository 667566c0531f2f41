import { ClipboardCopy, Columns2, Printer, X } from 'lucide-react'
import { use, useContext, useEffect, useRef, useState } from 'react'

import { Button } from '@/components/ui/button.tsx'
import type { CalculatorId } from '@/config/calculator-ids.ts'
import { pageTitle, SITE_NAME } from '@/config/site.ts'
import { currentLink } from '@/hooks/use-share-page.ts'
import { useShare } from '@/hooks/use-share.ts'
import { formatDateTime } from '@/utils/format.ts'

import { CalculatorNames } from './calculator-names.ts'
import { type Scenario, startComparison, stopComparison } from './compare-store.ts'
import { StaleContext } from './result-reveal.ts'

const SUMMARY_COPIED = {
  title: 'Resumo copiado!',
  description: 'O resumo foi copiado para a área de transferência.',
}

/**
 * What a person keeps of a result (docs/decisions.md §4): a page to print or save as PDF, a
 * short text to paste, a second scenario beside it. Each button fetches its own code when
 * pressed; an out-of-date result (result-region.tsx) offers none of them.
 */
export default function ResultActions({
  calculatorId,
  scenario,
  comparing,
}: {
  calculatorId: CalculatorId
  /** The result on screen, as text. */
  scenario: Scenario
  comparing: boolean
}) {
  const stale = use(StaleContext)
  const name = useContext(CalculatorNames)(calculatorId) ?? SITE_NAME
  const { share, sharing } = useShare()
  const root = useRef<HTMLSpanElement>(null)
  // The address and the moment, on paper only: what the printed page was computed from, and when.
  const [printed, setPrinted] = useState<{ at: string; link: string } | null>(null)
  useEffect(() => {
    if (printed) window.print()
  }, [printed])

  const copySummary = async () => {
    const [{ resultSummary }, { formOf, readInputs }] = await Promise.all([
      import('./result-summary.ts'),
      import('./form-inputs.ts'),
    ])
    const form = formOf(root.current)
    await share({
      title: pageTitle(name),
      text: resultSummary({ name, inputs: form ? readInputs(form) : [], result: scenario }),
      url: currentLink(),
      copied: SUMMARY_COPIED,
    })
  }

  const toggleComparison = () => {
    if (comparing) stopComparison(calculatorId)
    else
      void import('./compare-panel.tsx').then(
        () => startComparison(calculatorId, scenario),
        () => undefined,
      )
  }

  return (
    <>
      <span ref={root} className="no-print contents">
        <Button
          variant="outline"
          disabled={stale}
          onClick={() => setPrinted({ at: formatDateTime(Date.now()), link: currentLink() })}
        >
          <Printer aria-hidden />
          Imprimir / salvar PDF
        </Button>
        <Button
          variant="outline"
          disabled={stale || sharing}
          aria-busy={sharing || undefined}
          onClick={() => void copySummary()}
        >
          <ClipboardCopy aria-hidden />
          Copiar resumo
        </Button>
        <Button variant="outline" disabled={stale && !comparing} onClick={toggleComparison}>
          {comparing ? <X aria-hidden /> : <Columns2 aria-hidden />}
          {comparing ? 'Encerrar comparação' : 'Comparar com outro cenário'}
        </Button>
      </span>
      {printed ? (
        <p className="text-muted-foreground hidden basis-full text-xs print:block">
          Simulação feita em {printed.at} em <span className="break-all">{printed.link}</span>
        </p>
      ) : null}
    </>
  )
}
