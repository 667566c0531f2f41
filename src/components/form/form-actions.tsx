import { Calculator, Eraser } from 'lucide-react'

import { Button } from '@/components/ui/button.tsx'

type FormActionsProps = {
  onClear: () => void
  submitLabel?: string
}

/** Calcular submits the form (Enter in any field does too); Limpar resets inputs and result. */
export function FormActions({ onClear, submitLabel = 'Calcular' }: FormActionsProps) {
  return (
    <div className="no-print flex flex-wrap gap-3 pt-1">
      <Button type="submit" size="lg" className="flex-1 sm:flex-none">
        <Calculator aria-hidden />
        {submitLabel}
      </Button>
      <Button type="button" variant="outline" size="lg" onClick={onClear}>
        <Eraser aria-hidden />
        Limpar
      </Button>
    </div>
  )
}
