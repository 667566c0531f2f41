import { FGTS_BIRTHDAY_PATH } from '@/lib/fgts-birthday/fgts-birthday-options.ts'

/**
 * "Quanto posso sacar no saque-aniversário?" under the FGTS check: the saque-aniversário
 * calculator with the balance the extract gives (deposits with their interest) as its `saldo`.
 * Without a deposit in the extract there is no balance to carry, and the person types theirs.
 */
export function fgtsBirthdayHref(balance: number): string {
  if (!(balance > 0)) return FGTS_BIRTHDAY_PATH
  return `${FGTS_BIRTHDAY_PATH}?${new URLSearchParams({ saldo: String(balance) }).toString()}`
}
