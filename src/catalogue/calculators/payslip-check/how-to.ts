import { brl } from '../../example-text.ts'
import type { HowToSteps } from '../../how-to.ts'
import { example } from './example.ts'

const { query: q, figures: f } = example

const steps: HowToSteps = [
  'Informe o salário-base, o mês do holerite, os dependentes, a pensão, o percentual do vale-transporte e as horas extras do mês, como na calculadora de salário.',
  'Digite as linhas do holerite como foram pagas: horas extras, DSR, INSS, IRRF, vale-transporte, líquido e o FGTS depositado. Linha vazia não é julgada; nada sai do seu navegador.',
  `Ex.: salário de ${brl(q.salario)} em abril de 2026, ${q.horas50} horas extras, INSS de ${brl(q.pagoInss)} e DSR zero: o INSS devido é ${brl(f.inss)} (descontado a mais ${brl(f.inssExcess)}), faltou o DSR de ${brl(f.dsr)} e o FGTS devido é ${brl(f.fgts)}; a diferença a seu favor é ${brl(f.balance)}.`,
  'Cada linha abre a sua regra. Leve o resultado ao RH ou ao contador; sem resposta, procure o sindicato ou o Ministério do Trabalho.',
]

export default steps
