import { lazy, Suspense, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'

import { CalculatorErrorBoundary } from '@/components/layout/calculator-error-boundary.tsx'
import { wasOpenedFromHome } from '@/app/home/modal-link-state.ts'

import { useModalEntry } from './use-modal-entry.ts'

const CalculatorDialog = lazy(() => import('@/app/home/calculator-dialog.tsx'))
// The screen wrapper loads with the dialog, not with the home page (the JavaScript budget).
const CalculatorScreen = lazy(() =>
  import('./calculator-screen.tsx').then((m) => ({ default: m.CalculatorScreen })),
)

/**
 * The address is the state: the dialog is open exactly while `?calc=<known id>` is there, so
 * Back, Forward, reload and shared links all agree with what is on screen.
 */
export function HomeModal() {
  const entry = useModalEntry()
  const location = useLocation()
  const navigate = useNavigate()
  if (!entry) return null

  const close = () => {
    if (wasOpenedFromHome(location.state)) {
      void navigate(-1)
    } else {
      // Every other parameter on the home page belongs to the open calculator (its inputs).
      void navigate({ pathname: '/', search: '' }, { replace: true })
    }
  }

  return (
    // The dialog's own chunk can fail too (offline): say so over the page, with the same retry.
    <CalculatorErrorBoundary key={entry.id} frame={(message) => <Overlay>{message}</Overlay>}>
      <Suspense fallback={<DialogLoading />}>
        <CalculatorDialog entry={entry} onClose={close}>
          <CalculatorScreen id={entry.id} />
        </CalculatorDialog>
      </Suspense>
    </CalculatorErrorBoundary>
  )
}

/** Shown only while the dialog's own chunk downloads (first open on a slow connection). */
function DialogLoading() {
  return (
    <Overlay>
      <div
        role="status"
        className="bg-background text-foreground flex items-center gap-3 rounded-xl px-5 py-4 shadow-xl"
      >
        <span
          aria-hidden
          className="border-muted-foreground/40 border-t-primary size-5 animate-spin rounded-full border-2"
        />
        Carregando…
      </div>
    </Overlay>
  )
}

function Overlay({ children }: { children: ReactNode }) {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/60 p-4">
      <div className="w-full max-w-md">{children}</div>
    </div>
  )
}
