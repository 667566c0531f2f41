import { Info } from 'lucide-react'
import type { ReactNode } from 'react'

/** A short caveat under a result: an estimate, a legal footnote, "consulte um médico". */
export function Note({ children }: { children: ReactNode }) {
  return (
    <p className="text-muted-foreground flex gap-2 text-sm">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  )
}
