import { lazy, Suspense, useState } from 'react'

import { Button } from '@/components/ui/button.tsx'

// The paste box and its parser load only when asked for (the page's JavaScript budget).
const SalaryAveragePanel = lazy(() =>
  import('./salary-average-panel.tsx').then((m) => ({ default: m.SalaryAveragePanel })),
)

/** "Média a partir dos meus salários": opens the paste box that fills the média field. */
export function SalaryAverageButton({ onAverage }: { onAverage: (text: string) => void }) {
  const [open, setOpen] = useState(false)
  if (!open) {
    return (
      <div>
        <Button variant="outline" onClick={() => setOpen(true)}>
          Média a partir dos meus salários
        </Button>
      </div>
    )
  }
  return (
    <Suspense fallback={<p className="text-muted-foreground text-sm">Carregando…</p>}>
      <SalaryAveragePanel onAverage={onAverage} />
    </Suspense>
  )
}
