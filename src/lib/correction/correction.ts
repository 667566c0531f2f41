import { cdi } from '../series/data/cdi.ts'
import { igpm } from '../series/data/igpm.ts'
import { inpc } from '../series/data/inpc.ts'
import { ipca } from '../series/data/ipca.ts'
import { poupanca } from '../series/data/poupanca.ts'
import { selic } from '../series/data/selic.ts'
import { taxaLegal } from '../series/data/taxa-legal.ts'
import { tr } from '../series/data/tr.ts'
import { correctValue, type CorrectionInput, type SeriesSet } from './correct-value.ts'

/**
 * The correção monetária on the series the site ships (correct-value.ts has the rule). The screen
 * loads this module, and with it the data, on the first intent: never with the page.
 */

export const shippedSeries: SeriesSet = {
  ipca,
  inpc,
  igpm,
  selic,
  cdi,
  tr,
  poupanca,
  'taxa-legal': taxaLegal,
}

export function calculateCorrection(input: CorrectionInput) {
  return correctValue(input, shippedSeries)
}
