import { readFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'

import { resultRegion } from './result.ts'
import { expect } from './test.ts'

/**
 * Presses the result's "Baixar CSV" and reads the file as a spreadsheet would: it starts with a
 * UTF-8 BOM (Excel reads the accents right), then lines ending in CRLF. Its name and its lines.
 */
export async function downloadCsv(page: Page): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    resultRegion(page).getByRole('button', { name: 'Baixar CSV' }).click(),
  ])
  const bytes = await readFile(await download.path())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n')
  return { name: download.suggestedFilename(), lines }
}

/**
 * An amortization schedule's CSV: the header, one line per month ending at a zero balance, and
 * the totals, whose amortization is the amount borrowed.
 */
export function expectSchedule(
  lines: readonly string[],
  { months, firstRow, principal }: { months: number; firstRow: string; principal: number },
): void {
  expect(lines).toHaveLength(1 + months + 1)
  expect(lines[0]).toBe('Mês;Parcela (R$);Juros (R$);Amortização (R$);Saldo devedor (R$)')
  expect(lines[1]).toBe(firstRow)
  for (const line of lines.slice(1, -1)) expect(line).toMatch(/^\d+(;\d+,\d\d){4}$/)
  expect(lines.at(-2)).toMatch(new RegExp(`^${months};.*;0,00$`))
  const [label, , , amortizacao] = lines.at(-1)!.split(';')
  expect(label).toBe('Total')
  expect(amortizacao).toBe(`${principal},00`)
}
