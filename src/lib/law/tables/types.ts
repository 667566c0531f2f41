/**
 * Shapes of the yearly legal tables (docs/legal/inss-irrf.md–§8).
 *
 * Amounts are reais and rates are decimal fractions (0.075 is 7,5%), written exactly as the law
 * prints them so they convert to `D` without loss. Every block carries the instrument it comes
 * from (`source`) and the first day it applies (`effectiveFrom`, `YYYY-MM-DD`), so a screen can
 * name the rule behind each figure and a reviewer can check it against the Diário Oficial.
 */

/** The law, decree or portaria a figure comes from, and the first day it applies. */
export type Sourced = {
  readonly source: string
  readonly effectiveFrom: string
}

export type MinimumWage = Sourced & { readonly monthly: number }

/** One INSS slice: the rate applies to the part of the salary from the previous limit to `upTo`. */
export type InssBracket = { readonly upTo: number; readonly rate: number }

/** Employee INSS (EC 103/2019 art. 28 §1º): progressive, slice by slice, up to `ceilingSalary`. */
export type InssTable = Sourced & {
  readonly brackets: readonly InssBracket[]
  /** Teto do salário-de-contribuição: the last slice's `upTo`. */
  readonly ceilingSalary: number
}

/** One IRRF band: `tax = base × rate − deduction` for a base up to `upTo` (null: no limit). */
export type IrrfBracket = {
  readonly upTo: number | null
  readonly rate: number
  readonly deduction: number
}

/** Monthly IRRF table (Lei 11.482/2007 art. 1º) with the Lei 9.250/1995 art. 4º deductions. */
export type IrrfTable = Sourced & {
  readonly brackets: readonly IrrfBracket[]
  /** Per dependent per month (Lei 9.250/1995 art. 4º III). */
  readonly dependentDeduction: number
  /** Desconto simplificado mensal: 25% of the zero band (art. 4º §2º). */
  readonly simplifiedDiscount: number
}

/**
 * Lei 15.270/2025 (Lei 9.250/1995 art. 3º-A): a reduction of the monthly tax measured on the
 * gross monthly taxable income R, capped at the tax from the table.
 */
export type IrrfReduction = Sourced & {
  /** R up to this: the reduction is up to `fullMax` (the tax becomes zero). */
  readonly fullUpTo: number
  readonly fullMax: number
  /** R up to this: `phaseOutConstant − phaseOutFactor × R`; above it, none. */
  readonly phaseOutUpTo: number
  readonly phaseOutConstant: number
  readonly phaseOutFactor: number
}

/**
 * The exclusive IRRF table of the PLR (Lei 10.101/2000 art. 3º §5º and its Anexo): progressive on
 * the year's PLR, `tax = PLR × rate − deduction`, apart from the monthly wages and from the annual
 * return (docs/legal/profit-sharing.md).
 */
export type PlrTable = Sourced & { readonly brackets: readonly IrrfBracket[] }

/**
 * Salário-família (Lei 8.213/1991 arts. 65–66; docs/legal/payslip-lines.md): `quota` per child up
 * to 14 (or invalid) for an employee whose monthly remuneração is at most `incomeLimit`.
 * Restated every January by the INSS portaria (art. 4º).
 */
export type SalaryFamilyTable = Sourced & {
  readonly quota: number
  readonly incomeLimit: number
}

export type MeiActivity = 'comercio' | 'servicos' | 'ambos'

/** The activities whose rate the DAS on a MEI's excess revenue uses (Anexos I, II and III). */
export type MeiExcessActivity = 'comercio' | 'industria' | 'servicos'

/**
 * A MEI's revenue above its limit (LC 123/2006 art. 18-A §§7º e 10; Res. CGSN 140/2018 art. 115):
 * up to `tolerance` of the limit it stays MEI until December and pays a DAS on the excess at the
 * first band's rate of its Anexo; beyond that it is excluded from the start of the year.
 */
export type MeiExcessRule = Sourced & {
  /** Share of the limit an excess may reach and still leave only on 1 January: 0,2. */
  readonly tolerance: number
  /** Rate on the excess by activity: the 1ª faixa of Anexos I (comércio), II and III. */
  readonly rates: Readonly<Record<MeiExcessActivity, number>>
}

/** MEI (LC 123/2006 art. 18-A): revenue limits and the fixed monthly DAS. */
export type MeiTable = Sourced & {
  /** Revenue limit of a calendar year (art. 18-A §1º). */
  readonly annualLimit: number
  /** Limit per month of activity in the year the MEI opened (art. 18-A §2º). */
  readonly monthlyLimit: number
  /** 5% of the minimum wage (Lei 8.212/1991 art. 21 §2º II "a"). */
  readonly inss: number
  /** Fixed ICMS and ISS amounts (art. 18-A §3º V "b", "c"). */
  readonly icms: number
  readonly iss: number
  /** The DAS by activity: INSS + ICMS (comércio/indústria), + ISS (serviços), + both. */
  readonly das: Readonly<Record<MeiActivity, number>>
  readonly excess: MeiExcessRule
}

/** FGTS deposit, fines and the withdrawal share in an acordo (Lei 8.036/1990; CLT art. 484-A). */
export type FgtsRates = Sourced & {
  readonly deposit: number
  readonly fineDismissal: number
  readonly fineAgreement: number
  readonly withdrawalAgreement: number
}

/**
 * Seguro-desemprego bands (Lei 7.998/1990 art. 5º; docs/legal/unemployment.md): 80% of the
 * average up to `band1UpTo`; `band2Fixed` + 50% of the excess up to `band2UpTo`; `ceiling` above.
 * Restated every January by the INPC (Res. CODEFAT 957/2022 arts. 17 e 19).
 */
export type UnemploymentBands = Sourced & {
  readonly band1UpTo: number
  readonly band1Factor: number
  readonly band2UpTo: number
  readonly band2Fixed: number
  readonly band2Factor: number
  readonly ceiling: number
}

export type LegalTable = {
  readonly year: number
  readonly minimumWage: MinimumWage
  readonly inss: InssTable
  readonly salaryFamily: SalaryFamilyTable
  /**
   * The IRRF table a year means on this site when no month is known: the last one in force in
   * the year (docs/legal/inss-irrf.md).
   */
  readonly irrf: IrrfTable
  /**
   * Every monthly IRRF table in force during the year, oldest first, each with its first day
   * (`effectiveFrom` may fall in an earlier year); the last is `irrf`. A page that knows the
   * month paid picks from these (table-on.ts).
   */
  readonly irrfMonthly: readonly IrrfTable[]
  readonly irrfReduction: IrrfReduction | null
  /**
   * Every PLR table in force during the year, oldest first, each with its first day (Lei 10.101/2000
   * art. 3º §5º; plr-on.ts picks the one of a payment date).
   */
  readonly plr: readonly PlrTable[]
  readonly mei: MeiTable
  readonly fgts: FgtsRates
  readonly unemployment: UnemploymentBands
}
