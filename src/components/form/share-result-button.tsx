import { Share2 } from 'lucide-react'
import { use, useContext } from 'react'

import { Button } from '@/components/ui/button.tsx'
import type { CalculatorId } from '@/config/calculator-ids.ts'
import { pageTitle, SITE_NAME } from '@/config/site.ts'
import { useShare } from '@/hooks/use-share.ts'

import { CalculatorNames } from './calculator-names.ts'
import { StaleContext } from './result-reveal.ts'

/** Shares the current address, which carries the inputs (docs/decisions.md §4), with the main figure. */
export function ShareResultButton({
  calculatorId,
  value,
}: {
  calculatorId: CalculatorId
  value: string
}) {
  const { share, sharing } = useShare()
  // An out-of-date result (result-region.tsx) is not shared as if it were the fields' result.
  const stale = use(StaleContext)
  const name = useContext(CalculatorNames)(calculatorId) ?? SITE_NAME
  return (
    <Button
      variant="outline"
      className="no-print"
      disabled={sharing || stale}
      aria-busy={sharing || undefined}
      onClick={() =>
        void share({
          title: pageTitle(name),
          text: `Resultado calculado: ${value}`,
          url: window.location.href,
        })
      }
    >
      <Share2 aria-hidden />
      {sharing ? 'Compartilhando…' : 'Compartilhar resultado'}
    </Button>
  )
}
