import type { SeveranceLine, SeveranceResult } from '@/lib/labor/labor.ts'
import type { NoticeMode, SeveranceReason } from '@/lib/labor/labor-options.ts'
import { formatNumber } from '@/utils/format.ts'

/** pt-BR names of the motivos, avisos and result lines, and the rule each line rests on. */

export const reasonLabels: Record<SeveranceReason, string> = {
  'sem-justa-causa': 'Dispensa sem justa causa',
  'pedido-demissao': 'Pedido de demissão',
  'justa-causa': 'Dispensa por justa causa',
  acordo: 'Acordo com a empresa',
}

export const noticeLabels: Record<NoticeMode, string> = {
  indenizado: 'Indenizado (sem trabalhar)',
  trabalhado: 'Trabalhado',
  'nao-cumprido': 'Não cumprido pelo empregado',
  dispensado: 'Dispensado pela empresa',
}

/** What the aviso means for each motivo, under the select. */
export const noticeHints: Record<SeveranceReason, string> = {
  'sem-justa-causa':
    'Indenizado: a empresa paga 30 dias + 3 por ano completo. Trabalhado: paga os dias além de 30.',
  'pedido-demissao':
    'Quem deve o aviso é o empregado: não cumprido desconta um salário; dispensado não desconta nada.',
  'justa-causa': 'Na justa causa não há aviso prévio.',
  acordo: 'No acordo, o aviso indenizado é pago pela metade (CLT art. 484-A).',
}

/** What each motivo gives and takes away (docs/legal/labour.md), shown under the result. */
export const reasonNotes: Record<SeveranceReason, string> = {
  'sem-justa-causa':
    'Dispensa sem justa causa: todas as verbas, saque de todo o FGTS com multa de 40% e, se cumprir os requisitos, seguro-desemprego.',
  'pedido-demissao':
    'Pedido de demissão: 13º e férias proporcionais são devidos (Súmulas 157 e 261 do TST), mas não há saque do FGTS, multa nem seguro-desemprego.',
  'justa-causa':
    'Justa causa (CLT art. 482): só saldo de salário e férias vencidas com 1/3; sem 13º e férias proporcionais, sem saque do FGTS e sem multa.',
  acordo:
    'Acordo (CLT art. 484-A): metade do aviso indenizado e da multa (20%), saque de até 80% do FGTS e sem seguro-desemprego.',
}

const plural = (n: number, one: string, many: string) =>
  `${formatNumber(n, 1)} ${n === 1 ? one : many}`

export function lineLabel(line: SeveranceLine, r: SeveranceResult): string {
  const q = line.quantity ?? 0
  switch (line.id) {
    case 'saldo-salario':
      return `Saldo de salário: ${plural(q, 'dia', 'dias')}`
    case 'aviso-previo':
      return `Aviso prévio: ${plural(q, 'dia', 'dias')}`
    case 'decimo-terceiro':
      return `13º salário proporcional: ${q}/12`
    case 'ferias-proporcionais':
      return `Férias proporcionais: ${q}/12`
    case 'ferias-vencidas':
      return `Férias vencidas: ${plural(q, 'dia', 'dias')}`
    case 'terco-ferias':
      return '1/3 constitucional de férias'
    case 'desconto-aviso':
      return 'Aviso prévio não cumprido'
    case 'inss-saldo':
      return 'INSS sobre o saldo de salário'
    case 'irrf-saldo':
      return 'IRRF sobre o saldo de salário'
    case 'inss-decimo-terceiro':
      return 'INSS sobre o 13º'
    case 'irrf-decimo-terceiro':
      return 'IRRF sobre o 13º'
    case 'fgts-saque':
      return r.fgtsEstimated ? 'Saque do FGTS (saldo estimado)' : 'Saque do FGTS'
    case 'fgts-multa':
      return 'Multa do FGTS'
  }
}

export function lineRule(line: SeveranceLine, r: SeveranceResult): string {
  const years = plural(r.serviceYears, 'ano completo', 'anos completos')
  const entitled = r.priorNoticeEntitledDays
  switch (line.rule) {
    case 'dias-trabalhados-mes':
      return 'Salário ÷ 30 × dias trabalhados no mês da saída'
    case 'aviso-lei-12506':
      return `Lei 12.506/2011: 30 dias + 3 por ano completo (${years}), até 90; indenizado`
    case 'aviso-acordo-metade':
      return `CLT art. 484-A, I, a: metade dos ${entitled} dias da Lei 12.506/2011 (${years})`
    case 'aviso-proporcional-excedente':
      return `Lei 12.506/2011: ${entitled} dias (${years}); 30 trabalhados e o restante pago (Nota Técnica MTE 184/2012)`
    case 'aviso-proporcional-excedente-acordo':
      return `CLT art. 484-A e Lei 12.506/2011: metade dos dias além dos 30 trabalhados (${entitled} dias no total)`
    case 'avos-13-lei-4090':
      return 'Lei 4.090/1962: 1/12 por mês com 15 dias ou mais no ano, até o fim do aviso'
    case 'avos-ferias-clt-146':
      return 'CLT arts. 146 e 147: 1/12 por mês desde o último aniversário da admissão'
    case 'ferias-vencidas-dias':
      return 'CLT art. 146: salário ÷ 30 × dias de férias vencidas'
    case 'terco-cf-7-xvii':
      return 'CF art. 7º, XVII: um terço sobre as férias vencidas e proporcionais'
    case 'desconto-aviso-clt-487':
      return r.priorNoticeDiscountCapped
        ? 'CLT art. 487 §2º: um salário, limitado ao que a rescisão paga (art. 477 §5º)'
        : 'CLT art. 487 §2º: um salário pelo aviso que o empregado não cumpriu'
    case 'inss-progressivo':
      return 'Faixas progressivas do INSS, em separado para o 13º'
    case 'irrf-mensal':
      return 'Tabela mensal do IRRF; aviso e férias indenizados são isentos'
    case 'irrf-13-exclusivo':
      return 'Tributação exclusiva do 13º (RIR/2018, art. 700)'
    case 'fgts-saque-integral':
      return 'Lei 8.036/1990 art. 20, I: 100% do saldo'
    case 'fgts-saque-80-acordo':
      return 'Lei 8.036/1990 art. 20, I-A: até 80% do saldo no acordo'
    case 'fgts-multa-40':
      return 'Lei 8.036/1990 art. 18 §1º: 40% do saldo, paga pela empresa'
    case 'fgts-multa-20-acordo':
      return 'CLT art. 484-A, I, b: 20% do saldo no acordo'
  }
}

/** The FGTS to withdraw (balance + fine): a figure of its own beside the headline, which is what
 * the employer pays; an estimated balance makes it an estimate. */
export const fgtsLabel = (r: SeveranceResult) =>
  r.fgtsEstimated ? 'FGTS a sacar: saldo + multa (estimado)' : 'FGTS a sacar: saldo + multa'

/** The table's last line: with FGTS to withdraw, the rescisão plus it, an estimate when the
 * balance is. */
export const totalLabel = (r: SeveranceResult) =>
  r.fgtsTotal === 0
    ? 'Total a receber'
    : r.fgtsEstimated
      ? 'Total a receber: rescisão + FGTS (estimado)'
      : 'Total a receber: rescisão + FGTS'
