import type { ErrorCode, FieldError } from '@/lib/core/outcome.ts'
import { formatMoney, formatNumber } from '@/utils/format.ts'

import type { FieldKind, FieldSpec } from './field-spec.ts'

/** Generic pt-BR messages (docs/decisions.md §2); a field's `messages` replace them where a screen can
 * say it better ("Informe a altura em centímetros."). */
function generic(
  code: ErrorCode,
  kind: FieldKind,
  limit: number | undefined,
  date?: string,
): string {
  const isDate = kind === 'date'
  // A date outside its plausible range names the range's end it passed, as dd/mm/aaaa (the
  // `AAAA-MM-DD` bound rearranged: no date formatter on the page's first load).
  const day = date?.split('-').reverse().join('/')
  if (isDate && day !== undefined && code === 'too-small')
    return `Informe uma data a partir de ${day}.`
  if (isDate && day !== undefined && code === 'too-large') return `Informe uma data até ${day}.`
  const bound =
    limit === undefined ? '' : kind === 'money' ? formatMoney(limit) : formatNumber(limit, 4)
  switch (code) {
    case 'required':
      return isDate
        ? 'Informe uma data.'
        : kind === 'time'
          ? 'Informe um horário.'
          : 'Preencha este campo.'
    case 'invalid':
      if (isDate) return 'Informe uma data válida.'
      if (kind === 'time') return 'Informe um horário válido.'
      if (kind === 'option') return 'Escolha uma das opções.'
      return 'Digite um número válido, como 1.234,56.'
    case 'not-positive':
      return 'O valor deve ser maior que zero.'
    case 'negative':
      return 'O valor não pode ser negativo.'
    case 'not-integer':
      return 'Use um número inteiro.'
    case 'too-small':
      // Without a limit the value was a divisor so close to zero that the result would overflow.
      return limit === undefined
        ? 'O valor está próximo demais de zero.'
        : `O valor mínimo é ${bound}.`
    case 'too-large':
      return limit === undefined ? 'O valor é grande demais.' : `O valor máximo é ${bound}.`
    case 'date-order':
      return 'A data final deve ser depois da data inicial.'
    case 'future':
      return 'A data não pode estar no futuro.'
    case 'past':
      return 'A data informada é antiga demais.'
    case 'over-limit':
      return `O valor passa do limite de ${bound}.`
    case 'zero':
      return 'O valor não pode ser zero.'
  }
}

export function messageFor(error: FieldError, spec: FieldSpec | undefined): string {
  const own = spec?.messages?.[error.code]
  const message =
    typeof own === 'function'
      ? own(error)
      : (own ?? generic(error.code, spec?.kind ?? 'decimal', error.limit, error.date))
  // An amount never breaks between `R$` and its figures on a narrow screen.
  return message.replace(/R\$ (?=\d)/g, 'R$\u00a0')
}
