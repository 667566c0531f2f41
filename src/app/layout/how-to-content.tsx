import { BookOpen } from 'lucide-react'
import { useId } from 'react'

/** The "Como usar" box itself, loaded with a calculator's steps (see `HowToBox`). */
export function HowToContent({ steps }: { steps: readonly string[] }) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="no-print bg-accent text-accent-foreground mt-6 rounded-2xl p-4 sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <BookOpen aria-hidden className="size-5" />
        Como usar
      </h2>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm leading-relaxed sm:text-base">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  )
}
