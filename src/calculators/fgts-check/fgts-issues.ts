import type { FgtsIssue } from '@/lib/fgts-check/fgts-check-types.ts'

/** One sentence per line the calculation could not use, beside its box. */
export function issueText(issue: FgtsIssue): string {
  const where = `Linha ${issue.line} (“${issue.text}”)`
  switch (issue.kind) {
    case 'unreadable':
      return `${where}: não encontramos um mês e um valor; ficou de fora.`
    case 'negative':
      return `${where}: valor negativo não é depósito; ficou de fora.`
    case 'outside':
      return `${where}: mês fora do período conferido; ficou de fora.`
    case 'absurd':
      return `${where}: depósito muito acima do devido no mês; confira o valor.`
  }
}
