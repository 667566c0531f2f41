import type { HowToSteps } from '../how-to.ts'

const steps: HowToSteps = [
  'Informe o salário bruto, os dependentes e, se houver, a pensão alimentícia judicial ou por escritura pública, o vale-transporte e outros descontos.',
  'Escolha a tabela do ano (o padrão é o ano atual).',
  'Ex.: R$ 6.000,00 na Tabela de 2026 → INSS R$ 641,51, IRRF R$ 385,10 (já com a redução da Lei 15.270/2025, R$ 179,75 a menos que pelas regras de 2025) e líquido R$ 4.973,39.',
  'A pensão entra nas deduções do IRRF no lugar do desconto simplificado, quando vale mais; o resultado mostra qual foi usada e, recolhido, o custo do salário para a empresa.',
  'A aba Bruto encontra o menor salário bruto que deixa o líquido desejado; as abas 13º Salário e Por Hora mostram as duas parcelas do 13º e o valor da hora.',
]

export default steps
