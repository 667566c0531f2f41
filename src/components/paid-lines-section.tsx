import type { ReactNode } from 'react'

import type { FieldState } from '@/components/form/calculator-form-types.ts'
import { FieldGrid } from '@/components/form/calculator-form.tsx'
import { Note } from '@/components/form/note.tsx'
import { NumberField } from '@/components/form/number-field.tsx'

/**
 * The form's section of lines as paid, the same on the payslip and the TRCT check
 * (docs/legal/checks.md): one money field a line, in the order of the paper, and a line left
 * empty is not judged, so the section says it. `children` come after the lines (the TRCT's
 * payment date).
 */
export function PaidLinesSection<N extends string>({
  title,
  field,
  labels,
  hints,
  children,
}: {
  title: string
  field: (name: NoInfer<N>) => FieldState
  /** Each line's label, in the order of the paper. */
  labels: Readonly<Record<N, string>>
  hints?: Readonly<Partial<Record<N, string>>>
  children?: ReactNode
}) {
  const names = Object.keys(labels) as N[]
  return (
    <>
      <h2 className="mt-6 font-semibold">{title}</h2>
      <p className="text-muted-foreground text-sm">
        Digite só as linhas que quer conferir; linha vazia não é julgada.
      </p>
      <FieldGrid>
        {names.map((name) => (
          <NumberField key={name} field={field(name)} label={labels[name]} hint={hints?.[name]} />
        ))}
        {children}
      </FieldGrid>
    </>
  )
}

/** What a check promises about the paper typed into it (docs/legal/checks.md). */
export function PaperStaysHere({ paper }: { paper: string }) {
  return (
    <Note>
      O que você digita fica só no seu navegador: {paper} não é enviado a lugar nenhum, e o
      histórico guarda apenas o link desta conferência.
    </Note>
  )
}
