/**
 * Salário mínimo nacional from 1995 (CF art. 7º IV), each value with the act that set it and the
 * first day it applied. Until 2009 the yearly rise came in April or May (March and February in
 * 2008–2009); from 2010 on, 1 January. 2011, 2020 and 2023 had two values in the year: a
 * provisional measure followed by a higher one. Values from the acts as published in the Diário
 * Oficial; 2024–2026 are the same as the yearly legal tables (./year-*.ts; a test holds them equal).
 * Last value: 2026 (Decreto 12.797/2025).
 */

export type MinimumWageChange = {
  /** First day the value applied, 'AAAA-MM-DD'. */
  readonly effectiveFrom: string
  /** Reais per month. */
  readonly monthly: number
  readonly source: string
}

/** Every change since 1995, oldest first; the first row is the value in force on 1 January 1995. */
export const minimumWage: readonly MinimumWageChange[] = [
  { effectiveFrom: '1994-09-01', monthly: 70, source: 'Lei 9.063/1995 (MP 598/1994)' },
  { effectiveFrom: '1995-05-01', monthly: 100, source: 'Lei 9.032/1995' },
  { effectiveFrom: '1996-05-01', monthly: 112, source: 'MP 1.415/1996 (Lei 9.711/1998)' },
  { effectiveFrom: '1997-05-01', monthly: 120, source: 'MP 1.572/1997 (Lei 9.971/2000)' },
  { effectiveFrom: '1998-05-01', monthly: 130, source: 'MP 1.656/1998 (Lei 9.971/2000)' },
  { effectiveFrom: '1999-05-01', monthly: 136, source: 'MP 1.824/1999 (Lei 9.971/2000)' },
  { effectiveFrom: '2000-04-03', monthly: 151, source: 'Lei 9.971/2000' },
  { effectiveFrom: '2001-04-01', monthly: 180, source: 'MP 2.194-6/2001' },
  { effectiveFrom: '2002-04-01', monthly: 200, source: 'Lei 10.525/2002' },
  { effectiveFrom: '2003-04-01', monthly: 240, source: 'Lei 10.699/2003' },
  { effectiveFrom: '2004-05-01', monthly: 260, source: 'Lei 10.888/2004' },
  { effectiveFrom: '2005-05-01', monthly: 300, source: 'Lei 11.164/2005' },
  { effectiveFrom: '2006-04-01', monthly: 350, source: 'Lei 11.321/2006' },
  { effectiveFrom: '2007-04-01', monthly: 380, source: 'Lei 11.498/2007' },
  { effectiveFrom: '2008-03-01', monthly: 415, source: 'Lei 11.709/2008' },
  { effectiveFrom: '2009-02-01', monthly: 465, source: 'Lei 11.944/2009' },
  { effectiveFrom: '2010-01-01', monthly: 510, source: 'Lei 12.255/2010' },
  { effectiveFrom: '2011-01-01', monthly: 540, source: 'MP 516/2010' },
  { effectiveFrom: '2011-03-01', monthly: 545, source: 'Lei 12.382/2011' },
  { effectiveFrom: '2012-01-01', monthly: 622, source: 'Decreto 7.655/2011' },
  { effectiveFrom: '2013-01-01', monthly: 678, source: 'Decreto 7.872/2012' },
  { effectiveFrom: '2014-01-01', monthly: 724, source: 'Decreto 8.166/2013' },
  { effectiveFrom: '2015-01-01', monthly: 788, source: 'Decreto 8.381/2014' },
  { effectiveFrom: '2016-01-01', monthly: 880, source: 'Decreto 8.618/2015' },
  { effectiveFrom: '2017-01-01', monthly: 937, source: 'Decreto 8.948/2016' },
  { effectiveFrom: '2018-01-01', monthly: 954, source: 'Decreto 9.255/2017' },
  { effectiveFrom: '2019-01-01', monthly: 998, source: 'Decreto 9.661/2019' },
  { effectiveFrom: '2020-01-01', monthly: 1039, source: 'MP 916/2019' },
  { effectiveFrom: '2020-02-01', monthly: 1045, source: 'MP 919/2020 (Lei 14.013/2020)' },
  { effectiveFrom: '2021-01-01', monthly: 1100, source: 'MP 1.021/2020 (Lei 14.158/2021)' },
  { effectiveFrom: '2022-01-01', monthly: 1212, source: 'MP 1.091/2021 (Lei 14.358/2022)' },
  { effectiveFrom: '2023-01-01', monthly: 1302, source: 'MP 1.143/2022' },
  { effectiveFrom: '2023-05-01', monthly: 1320, source: 'MP 1.172/2023 (Lei 14.663/2023)' },
  { effectiveFrom: '2024-01-01', monthly: 1412, source: 'Decreto 11.864/2023' },
  { effectiveFrom: '2025-01-01', monthly: 1518, source: 'Decreto 12.342/2024' },
  { effectiveFrom: '2026-01-01', monthly: 1621, source: 'Decreto 12.797/2025' },
]

/** The change in force on `date` ('AAAA-MM-DD' or 'AAAA-MM'); null before 1 September 1994. */
export function minimumWageOn(date: string): MinimumWageChange | null {
  let found: MinimumWageChange | null = null
  for (const change of minimumWage) {
    if (change.effectiveFrom.slice(0, date.length) <= date) found = change
  }
  return found
}

/** The value that ended the year (the one in force on 31 December), 1995–2026. */
export function minimumWageOfYear(year: number): MinimumWageChange | null {
  return minimumWageOn(`${String(year)}-12-31`)
}
