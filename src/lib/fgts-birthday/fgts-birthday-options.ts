/**
 * What the saque-aniversário form needs before the formulas load (docs/legal/fgts.md): the years
 * the projection shows.
 */
export const PROJECTION_YEARS = 10

export const FGTS_BIRTHDAY_PATH = '/calculadora-saque-aniversario'
