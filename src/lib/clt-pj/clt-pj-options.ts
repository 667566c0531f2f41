// The choices and defaults of the CLT × PJ form, apart from the formulas so the form can be
// drawn before the formula library has loaded.

/** Which Simples Anexo the PJ is taxed by: by the Fator R (`auto`), or forced. */
export const PJ_ANNEXES = ['auto', '3', '5'] as const
export type PjAnnexChoice = (typeof PJ_ANNEXES)[number]

/** Employer charges assumed when the employer is outside the Simples (lucro presumido/real). */
export const EMPLOYER_DEFAULTS = { inss: 20, rat: 2, fap: 1, terceiros: 5.8, fgts: 8 } as const

/** Fator R: payroll ÷ revenue of 28% or more taxes services by Anexo III (LC 123 art. 18 §5º-J). */
export const FATOR_R = 0.28
export const FATOR_R_PERCENT = 28

/** Pró-labore INSS of the partner (Lei 8.212 art. 21 and art. 30 §4º): 11%, up to the ceiling. */
export const PROLABORE_INSS_PERCENT = 11

/** From 2026, dividends above this a month from one company are withheld at 10% (Lei 9.250 art.
 * 6º-A, Lei 15.270/2025); we only warn. */
export const DIVIDEND_WARNING_MONTHLY = 50_000
