import type { PendingTable, YearlyPart } from '@/lib/law/tables/pending-tables.ts'

/**
 * Beside a result computed with a table borrowed from an earlier year: which of the year's
 * tables are not yet published and which year's stand in (docs/legal/calendar-of-acts.md).
 */

const sentences: Record<YearlyPart, (p: PendingTable) => string> = {
  inss: (p) => `faixas do INSS de ${p.year} ainda não publicadas: usamos as de ${p.usedYear}`,
  'salario-minimo': (p) =>
    `salário mínimo de ${p.year} ainda não publicado: usamos o de ${p.usedYear}`,
  'salario-familia': (p) =>
    `cota e limite do salário-família de ${p.year} ainda não publicados: usamos os de ${p.usedYear}`,
  'seguro-desemprego': (p) =>
    `faixas do seguro-desemprego de ${p.year} ainda não publicadas: usamos as de ${p.usedYear}`,
  mei: (p) =>
    `DAS do MEI de ${p.year} (segue o salário mínimo) ainda não publicado: usamos o de ${p.usedYear}`,
}

/** "Faixas do INSS de 2027 ainda não publicadas: usamos as de 2026." or nothing. */
export function PendingTablesNote({ pending }: { pending: readonly PendingTable[] }) {
  if (pending.length === 0) return null
  const text = pending.map((p) => sentences[p.part](p)).join('; ')
  return (
    <p className="text-sm font-medium" role="note">
      {text.charAt(0).toUpperCase() + text.slice(1)}.
    </p>
  )
}
