import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Informe o valor da conta e o número de pessoas.',
  'Escolha a gorjeta em % (botões rápidos) ou em reais.',
  'Os botões 5%, 10%, 15% e 20% já calculam quando a conta está preenchida.',
  'Exemplo: conta de R$ 100,00 para 3 pessoas com 10% → total R$ 110,00; duas pessoas pagam R$ 36,67 e uma paga R$ 36,66.',
]

export default steps
