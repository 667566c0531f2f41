import { brl, decimal, shortDate } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  'Informe o sexo, a data de nascimento e a data da primeira contribuição ao INSS (ou o tempo de contribuição que você já tem, como 30a2m10d). Professores da educação básica ligam "Professor".',
  'A média dos salários é opcional: com ela, cada regra mostra o valor do benefício. Cole as linhas do extrato do CNIS para calcular a média corrigida pelo INPC.',
  `Exemplo: homem nascido em ${shortDate(q.nascimento)}, contribuindo desde ${shortDate(q.inicio)}, média de ${brl(q.media)}: o pedágio do art. 17 da reforma foi cumprido em ${shortDate(f.earliest)} e paga ${brl(f.earliestValue)} (fator ${decimal(f.fator, 4)}); o pedágio do art. 20, cumprido em ${shortDate(f.best)}, paga ${brl(f.bestValue)}.`,
  'Confira no INSS o que o cálculo não vê: tempo rural, especial, de aluno-aprendiz, serviço militar e meses faltando no CNIS.',
]

export default steps
