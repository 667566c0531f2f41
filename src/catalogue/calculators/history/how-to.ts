import type { HowToSteps } from '../../how-to.ts'

const steps: HowToSteps = [
  'Cada resultado calculado fica guardado só neste navegador.',
  'Clique em um item para reabrir a calculadora com os mesmos valores.',
]

export default steps
