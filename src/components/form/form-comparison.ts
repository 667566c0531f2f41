import { ComparePrompt } from './compare-prompt.tsx'
import {
  awaitFirst,
  comparisonOf,
  keepFirst,
  noteShown,
  showSecond,
  stopComparison,
  subscribe,
} from './compare-store.ts'
import { scenarioParams, secondScenarioSearch } from './scenario-params.ts'

/**
 * What the form's first load reaches of "Comparar com outro cenário" once it is here
 * (load-comparison.ts): the store the form, its card and its buttons share, the reading and
 * writing of a link with two scenarios, and the line over the form.
 */
export const comparisonParts = {
  subscribe,
  comparisonOf,
  noteShown,
  awaitFirst,
  keepFirst,
  showSecond,
  stopComparison,
  scenarioParams,
  secondScenarioSearch,
  ComparePrompt,
}
