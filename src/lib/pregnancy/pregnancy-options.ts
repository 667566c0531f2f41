// Apart from the formulas (pregnancy.ts) so the form's message can state it without importing
// them: the formula library loads after hydration (the JavaScript budget).

/** A DUM further back than this is rejected (`past`). */
export const MAX_GESTATION_WEEKS = 44
