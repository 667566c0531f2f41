import { Calculator, Eraser, LoaderCircle } from 'lucide-react'
import { use } from 'react'

import { Button } from '@/components/ui/button.tsx'

import { FormPendingContext } from './form-pending.ts'

type FormActionsProps = {
  onClear: () => void
  submitLabel?: string
}

/**
 * Calcular submits the form (Enter in any field does too); Limpar resets inputs and result.
 * While the formulas are still on their way, Calcular turns and says "Calculando…", so a slow
 * phone shows at once that the press was taken.
 */
export function FormActions({ onClear, submitLabel = 'Calcular' }: FormActionsProps) {
  const pending = use(FormPendingContext)
  return (
    <div className="no-print flex flex-wrap gap-3 pt-1">
      <Button
        type="submit"
        size="lg"
        className="flex-1 sm:flex-none"
        aria-busy={pending || undefined}
      >
        {pending ? (
          <LoaderCircle aria-hidden className="motion-safe:animate-spin" />
        ) : (
          <Calculator aria-hidden />
        )}
        {pending ? 'Calculando…' : submitLabel}
      </Button>
      <Button type="button" variant="outline" size="lg" onClick={onClear}>
        <Eraser aria-hidden />
        Limpar
      </Button>
    </div>
  )
}
