// Apart from the formulas (age.ts) so the age screen can name it without importing them: the
// formula library loads after hydration (the JavaScript budget).

/**
 * Life expectancy at birth in Brazil, the one figure the screen shows and whose share "Vida
 * vivida" reports: 76,6 years, IBGE, Tábuas Completas de Mortalidade 2024 (released 28/11/2025;
 * the 2025 table is due in December 2026).
 */
export const LIFE_YEARS = 76.6
export const LIFE_YEARS_SOURCE = 'IBGE, tábua de mortalidade de 2024'
