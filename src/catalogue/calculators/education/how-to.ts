import { decimal } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { averages, ruleOfThree: rule } = example

/** `7, 8,5 e 6`. */
const list = (values: readonly number[]) =>
  `${values
    .slice(0, -1)
    .map((v) => decimal(v))
    .join(', ')} e ${decimal(values.at(-1) ?? 0)}`

const steps: HowToSteps = [
  `Médias: informe de 2 a 10 notas e os pesos (peso 1 por padrão). Ex.: ${list(averages.notas)} com pesos ${list(averages.pesos)} dão média ponderada ${decimal(averages.weighted, 2, 2)}.`,
  'Nota necessária: informe as 3 notas atuais e a média desejada; a 4ª nota necessária aparece com o aviso se a meta é alcançável.',
  `Regra de três: A está para B assim como C está para X. Ex.: ${rule.a} está para ${rule.b} assim como ${rule.c} está para ${rule.x}.`,
]

export default steps
