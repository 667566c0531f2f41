/**
 * Teto do salário-de-contribuição of the RGPS from the Real (07/1994), each value with the first
 * month it applied (Lei 8.212/1991 art. 28 §5º: readjusted with the benefits; EC 20/1998 art. 14
 * and EC 41/2003 art. 5º raised it to 1.200,00 and 2.400,00). Values of the portarias of each
 * year (MPAS/MPS/MF interministerial), cross-checked against a published table of the ceilings;
 * 2024–2026 are the same as the year tables (./year-*.ts; a test holds them equal).
 * docs/legal/inss-retirement.md "Média".
 */

export type CeilingChange = {
  /** First month it applied, `AAAA-MM`. */
  readonly from: string
  readonly ceiling: number
}

export const INSS_CEILING_SOURCE =
  'Portarias anuais do MPAS/MPS (interministeriais com o MF a partir de 2008); EC 20/1998 art. 14; EC 41/2003 art. 5º'

export const INSS_CEILINGS: readonly CeilingChange[] = [
  { from: '1994-03', ceiling: 582.86 },
  { from: '1995-05', ceiling: 832.66 },
  { from: '1996-05', ceiling: 957.56 },
  { from: '1997-06', ceiling: 1031.87 },
  { from: '1998-06', ceiling: 1081.5 },
  { from: '1998-12', ceiling: 1200.0 },
  { from: '1999-06', ceiling: 1255.32 },
  { from: '2000-06', ceiling: 1328.25 },
  { from: '2001-06', ceiling: 1430.0 },
  { from: '2002-06', ceiling: 1561.56 },
  { from: '2003-06', ceiling: 1869.34 },
  { from: '2004-01', ceiling: 2400.0 },
  { from: '2004-05', ceiling: 2508.72 },
  { from: '2005-05', ceiling: 2668.15 },
  { from: '2006-04', ceiling: 2801.56 },
  { from: '2007-04', ceiling: 2894.28 },
  { from: '2008-03', ceiling: 3038.99 },
  { from: '2009-02', ceiling: 3218.9 },
  { from: '2010-01', ceiling: 3467.4 },
  { from: '2011-01', ceiling: 3691.74 },
  { from: '2012-01', ceiling: 3916.2 },
  { from: '2013-01', ceiling: 4159.0 },
  { from: '2014-01', ceiling: 4390.24 },
  { from: '2015-01', ceiling: 4663.75 },
  { from: '2016-01', ceiling: 5189.82 },
  { from: '2017-01', ceiling: 5531.31 },
  { from: '2018-01', ceiling: 5645.8 },
  { from: '2019-01', ceiling: 5839.45 },
  { from: '2020-01', ceiling: 6101.06 },
  { from: '2021-01', ceiling: 6433.57 },
  { from: '2022-01', ceiling: 7087.22 },
  { from: '2023-01', ceiling: 7507.49 },
  { from: '2024-01', ceiling: 7786.02 },
  { from: '2025-01', ceiling: 8157.41 },
  { from: '2026-01', ceiling: 8475.55 },
]

/** The teto of month `AAAA-MM` (the latest change by then); null before 03/1994. */
export function inssCeilingOn(month: string): CeilingChange | null {
  let found: CeilingChange | null = null
  for (const change of INSS_CEILINGS) if (change.from <= month.slice(0, 7)) found = change
  return found
}
