import { ETHANOL_RULE } from '../law/tables/consumer-rules.ts'

// Apart from the formulas (fuel.ts) so the trip tab can state it without importing them: the
// formula library loads after hydration (the JavaScript budget).

/** Ethanol km/L as a fraction of gasoline km/L, when the car's ethanol figure is unknown. */
export const ETHANOL_YIELD = ETHANOL_RULE.yieldShare
