import { lazy, Suspense } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'

import { wasOpenedFromHome } from '@/components/home/modal-link-state.ts'

import { CalculatorScreen } from './calculator-screen.tsx'
import { useModalEntry } from './use-modal-entry.ts'

const CalculatorDialog = lazy(() => import('@/components/home/calculator-dialog.tsx'))

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
    <Suspense fallback={null}>
      <CalculatorDialog key={entry.id} entry={entry} onClose={close}>
        <CalculatorScreen id={entry.id} />
      </CalculatorDialog>
    </Suspense>
  )
}
