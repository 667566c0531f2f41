import { brl } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  'Informe o salário bruto, os dependentes e, se houver, a pensão alimentícia judicial ou por escritura pública, o vale-transporte e outros descontos.',
  'Escolha a tabela do ano (o padrão é o ano atual).',
  `Ex.: ${brl(q.bruto)} na Tabela de ${q.ano} → INSS ${brl(f.inss)}, IRRF ${brl(f.irrf)} (já com a redução da Lei 15.270/2025, ${brl(f.saving)} a menos que pelas regras de ${q.ano - 1}) e líquido ${brl(f.net)}.`,
  'A pensão entra nas deduções do IRRF no lugar do desconto simplificado, quando vale mais; o resultado mostra qual foi usada e, recolhido, o custo do salário para a empresa.',
  'A aba Bruto encontra o menor salário bruto que deixa o líquido desejado; as abas 13º Salário e Por Hora mostram as duas parcelas do 13º e o valor da hora.',
]

export default steps
