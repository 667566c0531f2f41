// Apart from the formulas (age.ts) so the age screen can name it without importing them: the
// formula library loads after hydration (issue 7's budget).

/** The life whose share "Vida vivida" reports: the seed's 80 years (legal-tables.md §12.9). */
export const LIFE_YEARS = 80
