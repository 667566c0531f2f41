import { D, type Dec, money, type Money, subtractMoney } from '../core/money.ts'

/**
 * Juros compostos month by month (the "Por mês" table and its CSV):
 *
 * ```text
 * saldo(m) = saldo(m − 1) · (1 + i) + aporte        saldo(0) = inicial
 * aportado(m) = inicial + aporte · m;  juros(m) = saldo(m) − aportado(m)
 * juros no mês(m) = juros(m) − juros(m − 1)
 * ```
 *
 * Conventions: those of compound.ts (deposit at the end of each month).
 * Sources: numpy-financial `fv` (when='end'), month by month.
 */

/** One month of a compound interest plan. */
export type MonthRow = {
  /** Month number, 1… */
  mes: number
  /** Interest earned in the month. */
  jurosMes: Money
  /** Cumulative amount put in, the initial amount included. */
  aportado: Money
  /** Cumulative interest: saldo − aportado. */
  juros: Money
  saldo: Money
}

/**
 * Month by month: the balance grows by the month's interest, then the deposit is added at the
 * end of the month (the convention of compound.ts). The balance is carried unrounded, in
 * 40-digit decimals, and each row shows it rounded to the cent, so a row at the end of a year is
 * the year-by-year table's row and the last row is the final value. The month's interest is the
 * difference of the rounded cumulative interest, so the column adds up to the total.
 */
export function monthTable(initial: Money, deposit: Money, rate: Dec, months: number): MonthRow[] {
  const rows: MonthRow[] = []
  const growth = rate.plus(1)
  const depositDec = new D(deposit)
  let balance = new D(initial)
  let previousInterest = 0 as Money
  for (let mes = 1; mes <= months; mes++) {
    balance = balance.times(growth).plus(depositDec)
    const saldo = money(balance)
    const aportado = money(new D(initial).plus(depositDec.times(mes)))
    const juros = subtractMoney(saldo, aportado)
    rows.push({ mes, jurosMes: subtractMoney(juros, previousInterest), aportado, juros, saldo })
    previousInterest = juros
  }
  return rows
}
