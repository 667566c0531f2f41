import type { Checker, NumberInput } from '../../core/check.ts'
import type { LegalTable } from './types.ts'
import {
  defaultTableYear,
  FIRST_YEAR,
  IRPF_YEARS,
  isIrpfYear,
  isTableYear,
  type IrpfYear,
  LAST_IRPF_YEAR,
  LAST_YEAR,
  type TableYear,
} from './table-years.ts'
import { YEAR_2024 } from './year-2024.ts'
import { YEAR_2025 } from './year-2025.ts'
import { YEAR_2026 } from './year-2026.ts'
import { YEAR_2027 } from './year-2027.ts'

/**
 * How a year picks its legal table. The years themselves, and the fallback of a year without
 * its own table to the latest one before it, are in table-years.ts (docs/legal/inss-irrf.md).
 */
const TABLES: Readonly<Record<TableYear, LegalTable>> = {
  2024: YEAR_2024,
  2025: YEAR_2025,
  2026: YEAR_2026,
  2027: YEAR_2027,
}

export function legalTable(year: TableYear): LegalTable {
  return TABLES[year]
}

/** Reads an `ano` field: empty → `defaultTableYear(fallbackYear)`; outside the tables → error. */
export function readTableYear<F extends string>(
  checker: Checker<F>,
  field: F,
  value: NumberInput,
  fallbackYear: number,
): TableYear {
  const year = checker.number(field, value, {
    integer: true,
    min: FIRST_YEAR,
    max: LAST_YEAR,
    default: defaultTableYear(fallbackYear),
  })
  return isTableYear(year) ? year : defaultTableYear(fallbackYear)
}

/** Reads the IRPF's `ano` (ano-calendário): empty → the latest; outside its years → error. */
export function readIrpfYear<F extends string>(
  checker: Checker<F>,
  field: F,
  value: NumberInput,
): IrpfYear {
  const year = checker.number(field, value, {
    integer: true,
    min: IRPF_YEARS[0],
    max: LAST_IRPF_YEAR,
    default: LAST_IRPF_YEAR,
  })
  return isIrpfYear(year) ? year : LAST_IRPF_YEAR
}
