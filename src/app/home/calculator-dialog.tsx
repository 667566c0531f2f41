import { Share2 } from 'lucide-react'
import type { ReactNode } from 'react'

import { calculatorDescriptions } from '@/catalogue/descriptions.ts'
import { CalculatorIcon } from '@/components/layout/calculator-icon.tsx'
import type { catalogue } from '@/catalogue/catalogue.ts'
import { accentClasses } from '@/components/layout/accent-classes.ts'
import { HowToBox } from '@/app/layout/how-to-box.tsx'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx'
import { useSharePage } from '@/hooks/use-share-page.ts'
import { cn } from '@/utils/cn.ts'

type CalculatorDialogProps = {
  entry: (typeof catalogue)[number]
  onClose: () => void
  /** The calculator's screen (lazy), rendered by the caller so this chunk stays generic. */
  children: ReactNode
}

/** Loaded on demand: Radix Dialog is only fetched when a calculator opens on the home page. */
export default function CalculatorDialog({ entry, onClose, children }: CalculatorDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
    >
      <DialogContent
        onOpenAutoFocus={(event) => {
          // Focus the dialog itself, not its close button: screen readers announce the title and
          // description, and the first Tab lands on the calculator's first field.
          event.preventDefault()
          if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus()
        }}
        onPointerDownOutside={(event) => {
          // A click on a toast (e.g. closing "Link copiado!") must not close the calculator.
          const target = event.target
          if (target instanceof Element && target.closest('[data-slot="toast-viewport"]')) {
            event.preventDefault()
          }
        }}
      >
        <div className={cn('p-4 sm:p-6', 'route' in entry ? 'pr-26 sm:pr-28' : 'pr-14 sm:pr-16')}>
          <div className="flex items-start gap-3">
            <span
              className={cn(
                'inline-flex size-11 shrink-0 items-center justify-center rounded-xl',
                accentClasses[entry.color],
              )}
            >
              <CalculatorIcon id={entry.id} className="size-6" />
            </span>
            <div className="min-w-0">
              <DialogTitle className="text-xl font-bold tracking-tight">{entry.name}</DialogTitle>
              <DialogDescription className="text-muted-foreground mt-1 text-sm">
                {calculatorDescriptions[entry.id]}
              </DialogDescription>
            </div>
          </div>
        </div>
        <div className="px-4 pb-4 sm:px-6 sm:pb-6">
          <div className="bg-card text-card-foreground rounded-2xl border p-4 sm:p-5">
            {children}
          </div>
          <HowToBox id={entry.id} />
        </div>
        {/* After the calculator in the tab order, like Fechar beside it. The history is this
            browser's own: nothing to share. */}
        {'route' in entry && <ShareButton name={entry.name} />}
      </DialogContent>
    </Dialog>
  )
}

/**
 * The modal's "Compartilhar", beside Fechar: the address is `/?calc=<id>` plus, after Calcular,
 * the inputs, so the link opens this calculator with the same result.
 */
function ShareButton({ name }: { name: string }) {
  const { sharePage, sharing } = useSharePage(name)
  return (
    <button
      type="button"
      onClick={sharePage}
      disabled={sharing}
      aria-busy={sharing || undefined}
      aria-label="Compartilhar"
      title="Compartilhar"
      className="text-muted-foreground hover:bg-muted hover:text-foreground absolute top-2 right-14 inline-flex size-11 cursor-pointer items-center justify-center rounded-lg disabled:opacity-50"
    >
      <Share2 aria-hidden className="size-5" />
    </button>
  )
}
