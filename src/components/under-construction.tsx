import { Construction } from 'lucide-react'

/** Honest placeholder while a calculator's screen is being built. */
export function UnderConstruction() {
  return (
    <div className="text-muted-foreground flex items-center gap-3 rounded-xl border border-dashed p-6">
      <Construction aria-hidden className="size-6" />
      <p>Esta calculadora está em construção.</p>
    </div>
  )
}
