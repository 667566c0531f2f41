import { FGTS_CHECK_PATH } from '@/lib/fgts-check/fgts-check-options.ts'

/**
 * "Confira seus depósitos do FGTS" under a rescisão (the labour calculator and the TRCT check):
 * the FGTS check with this contract's salary and months, from the admission's month to the
 * dismissal's (docs/legal/fgts.md). The admission is read from the address the form wrote after
 * Calcular, when the link is followed.
 */
export function fgtsCheckHref(salary: number, dismissalDate: string, search = ''): string {
  const admission = new URLSearchParams(search).get('admissao') ?? ''
  const query = new URLSearchParams({ salario: String(salary) })
  if (/^\d{4}-\d{2}-\d{2}$/.test(admission)) query.set('inicio', admission.slice(0, 7))
  query.set('fim', dismissalDate.slice(0, 7))
  query.set('contrato', 'clt')
  return `${FGTS_CHECK_PATH}?${query.toString()}`
}
