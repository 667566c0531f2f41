import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Médias: informe de 2 a 10 notas e os pesos (peso 1 por padrão). Ex.: 7, 8,5 e 6 com pesos 1, 2 e 1 dão média ponderada 7,50.',
  'Nota necessária: informe as 3 notas atuais e a média desejada; a 4ª nota necessária aparece com o aviso se a meta é alcançável.',
  'Regra de três: A está para B assim como C está para X. Ex.: 2 está para 10 assim como 5 está para 25.',
]

export default steps
