import type {
  SeveranceLine,
  SeveranceResult,
  UnemploymentEligibility,
} from '@/lib/labor/severance-types.ts'
import type { SeveranceReason } from '@/lib/labor/labor-options.ts'
import { formatDate, formatMoney, formatNumber } from '@/utils/format.ts'

import { noticeLabel, reasonLabels } from '@/components/severance/severance-labels.ts'
import { SEVERANCE_CHECK_PATH } from '@/lib/severance-check/severance-check-options.ts'

/** pt-BR names of the result lines and the rule each rests on, the motivos' notes and the
 * seguro-desemprego: only the result needs them (the form's labels are in severance-labels.ts). */

/** Why the motivo gives no seguro-desemprego (Lei 7.998/1990 art. 3º). */
export const unemploymentReasons: Record<
  Extract<UnemploymentEligibility, { eligible: false }>['reason'],
  string
> = {
  'pedido-demissao': 'Quem pede demissão não tem direito ao seguro-desemprego.',
  'justa-causa': 'A dispensa por justa causa não dá direito ao seguro-desemprego.',
  acordo: 'O acordo não dá direito ao seguro-desemprego (CLT art. 484-A §2º).',
  'culpa-reciproca':
    'Na culpa recíproca não há dispensa sem justa causa: o seguro-desemprego não é devido.',
  'termino-contrato':
    'O fim do contrato a prazo na data combinada não é dispensa: não dá direito ao seguro-desemprego.',
  'antecipada-empregado':
    'Quem encerra o contrato antes do prazo não tem direito ao seguro-desemprego.',
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
  'rescisao-indireta':
    'Rescisão indireta (CLT art. 483): a falta grave é da empresa, e as verbas são as da dispensa sem justa causa, com saque do FGTS, multa de 40% e, se cumprir os requisitos, seguro-desemprego.',
  'culpa-reciproca':
    'Culpa recíproca (CLT art. 484), reconhecida pela Justiça do Trabalho: metade do aviso, do 13º e das férias proporcionais (Súmula 14 do TST), saque do FGTS e multa de 20% (Lei 8.036/1990 art. 18 §2º).',
  'termino-contrato':
    'Fim do contrato por prazo determinado na data combinada: sem aviso prévio nem multa do FGTS; 13º e férias proporcionais, e saque do FGTS (Lei 8.036/1990 art. 20, IX).',
  'antecipada-empregador':
    'Contrato a prazo encerrado antes pela empresa (CLT art. 479): metade dos salários dos dias que faltavam, saque do FGTS com multa de 40%. Sem aviso prévio, salvo cláusula de rescisão antecipada no contrato (art. 481), que esta conta não considera.',
  'antecipada-empregado':
    'Contrato a prazo encerrado antes pelo empregado (CLT art. 480): a empresa pode descontar o prejuízo que comprovar, até metade dos salários dos dias que faltavam (o desconto mostrado é esse limite); sem saque do FGTS nem multa.',
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
    case 'indenizacao-479':
      return `Indenização do art. 479: metade de ${plural(q, 'dia', 'dias')}`
    case 'decimo-terceiro':
      return `13º salário proporcional: ${q}/12`
    case 'ferias-proporcionais':
      return `Férias proporcionais: ${q}/12`
    case 'ferias-vencidas':
      return `Férias vencidas: ${plural(q, 'dia', 'dias')}`
    case 'ferias-dobro':
      return `Dobra das férias vencidas: ${plural(q, 'dia', 'dias')}`
    case 'terco-ferias':
      return '1/3 constitucional de férias'
    case 'desconto-aviso':
      return 'Aviso prévio não cumprido'
    case 'adiantamento-13':
      return 'Adiantamento do 13º já pago'
    case 'indenizacao-480':
      return 'Indenização ao empregador (art. 480)'
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
    case 'aviso-culpa-reciproca-metade':
      return `Súmula 14 do TST: metade dos ${entitled} dias da Lei 12.506/2011 (${years})`
    case 'aviso-proporcional-excedente-acordo':
      return `${r.reason === 'acordo' ? 'CLT art. 484-A' : 'Súmula 14 do TST'} e Lei 12.506/2011: metade dos dias além dos 30 trabalhados (${entitled} dias no total)`
    case 'indenizacao-clt-479':
      return `CLT art. 479: salário ÷ 30 × ${plural(r.remainingDays, 'dia', 'dias')} até ${r.contractEndDate ? formatDate(r.contractEndDate) : 'o fim do contrato'} ÷ 2`
    case 'avos-13-lei-4090':
      return 'Lei 4.090/1962: 1/12 por mês com 15 dias ou mais no ano, até o fim do aviso'
    case 'avos-13-culpa-reciproca':
      return 'Lei 4.090/1962 e Súmula 14 do TST: metade do 13º proporcional na culpa recíproca'
    case 'avos-ferias-clt-146':
      return 'CLT arts. 146 e 147: 1/12 por mês desde o último aniversário da admissão'
    case 'avos-ferias-culpa-reciproca':
      return 'CLT art. 146 e Súmula 14 do TST: metade das férias proporcionais na culpa recíproca'
    case 'ferias-vencidas-dias':
      return 'CLT art. 146: salário ÷ 30 × dias de férias vencidas'
    case 'ferias-dobro-clt-137':
      return 'CLT art. 137: férias não concedidas no prazo são pagas em dobro'
    case 'terco-cf-7-xvii':
      return r.overdueVacationDouble > 0
        ? 'CF art. 7º, XVII: um terço sobre as férias, a dobra incluída'
        : 'CF art. 7º, XVII: um terço sobre as férias vencidas e proporcionais'
    case 'desconto-aviso-clt-487':
      return r.priorNoticeDiscountCapped
        ? 'CLT art. 487 §2º: um salário, limitado ao que a rescisão paga (art. 477 §5º)'
        : 'CLT art. 487 §2º: um salário pelo aviso que o empregado não cumpriu'
    case 'adiantamento-13-lei-4749':
      return line.capped
        ? 'Lei 4.749/1965 art. 3º: a 1ª parcela paga, limitada ao que a rescisão paga'
        : 'Lei 4.749/1965 art. 3º: a 1ª parcela paga no ano é descontada'
    case 'indenizacao-clt-480':
      return `CLT art. 480 §1º: até metade dos salários dos ${plural(r.remainingDays, 'dia', 'dias')} que faltavam; só o prejuízo comprovado${line.capped ? ' (limitado ao que a rescisão paga)' : ''}`
    case 'inss-progressivo':
      return 'Faixas progressivas do INSS, em separado para o 13º'
    case 'irrf-mensal':
      return 'Tabela mensal do IRRF; aviso e férias indenizados são isentos'
    case 'irrf-13-exclusivo':
      return 'Exclusivo na fonte, com a dedução mais vantajosa; todo imposto é retido (RIR/2018, art. 700)'
    case 'fgts-saque-integral':
      return 'Lei 8.036/1990 art. 20, I: 100% do saldo'
    case 'fgts-saque-80-acordo':
      return 'Lei 8.036/1990 art. 20, I-A: até 80% do saldo no acordo'
    case 'fgts-saque-termino':
      return 'Lei 8.036/1990 art. 20, IX: 100% do saldo no fim do contrato a prazo'
    case 'fgts-multa-20-culpa-reciproca':
      return 'Lei 8.036/1990 art. 18 §2º: 20% do saldo na culpa recíproca'
    case 'fgts-multa-40':
      return 'Lei 8.036/1990 art. 18 §1º: 40% do saldo, paga pela empresa'
    case 'fgts-multa-20-acordo':
      return 'CLT art. 484-A, I, b: 20% do saldo no acordo'
  }
}

/** The FGTS to withdraw (balance + fine): a figure of its own beside the headline, which is what
 * the employer pays; an estimated balance makes it an estimate. In an acordo the withdrawal is
 * 80% of the balance and the fine 20% (CLT art. 484-A), so the sum equals the balance: the label
 * says so, or it would read as if the fine were missing. */
export const fgtsLabel = (r: SeveranceResult) => {
  const parts = r.reason === 'acordo' ? '80% do saldo + multa de 20%' : 'saldo + multa'
  return `FGTS a sacar: ${parts}${r.fgtsEstimated ? ' (estimado)' : ''}`
}

/** Why an acordo's FGTS equals the balance: the 20% left in the account, the 20% fine. */
export const acordoFgtsHint = (r: SeveranceResult) =>
  `${formatMoney(r.fgtsWithdrawal)} do saldo (80%) e ${formatMoney(r.fgtsFine)} de multa (20% do saldo, CLT art. 484-A): somam o saldo de ${formatMoney(r.fgtsBalance)}; os outros 20% do saldo ficam na conta do FGTS.`

/** The table's last line: with FGTS to withdraw, the rescisão plus it, an estimate when the
 * balance is. */
export const totalLabel = (r: SeveranceResult) =>
  r.fgtsTotal === 0
    ? 'Total a receber'
    : r.fgtsEstimated
      ? 'Total a receber: rescisão + FGTS (estimado)'
      : 'Total a receber: rescisão + FGTS'

/** The TRCT check with this rescisão's inputs: the labour screen's query without its tab. */
export function severanceCheckHref(search: string): string {
  const query = new URLSearchParams(search)
  query.delete('modo')
  const text = query.toString()
  return text ? `${SEVERANCE_CHECK_PATH}?${text}` : SEVERANCE_CHECK_PATH
}

/** The seguro-desemprego calculator with this rescisão's salary (as the last three), months and
 * motivo; the months in the last 18 too when this contract alone fills the 1st request's window. */
export function unemploymentHref(r: SeveranceResult): string {
  const salary = String(r.salary)
  const query = new URLSearchParams({
    s1: salary,
    s2: salary,
    s3: salary,
    meses: String(r.monthsWorked),
    ...(r.unemployment.eligible && r.unemployment.requestsMet.includes(1)
      ? { meses18: String(Math.min(r.monthsWorked, 18)) }
      : {}),
    motivo: r.reason,
    demissao: r.dismissalDate,
  })
  return `/calculadora-seguro-desemprego?${query.toString()}`
}

const CARENCIA_RULE =
  '12 dos últimos 18 meses com salário na 1ª solicitação, 9 dos últimos 12 na 2ª e cada um dos últimos 6 da 3ª em diante (Lei 7.998/1990, art. 3º I)'

/**
 * The seguro-desemprego line when the motivo gives it: whether this contract's months fill the
 * carência window on their own. Other jobs in the window may count, which only the seguro
 * calculator asks about.
 */
export function unemploymentVerdict(contractMonths: number, requestsMet: readonly number[]) {
  const months =
    contractMonths === 0
      ? 'Com menos de 15 dias neste contrato'
      : `Com ${formatNumber(contractMonths, 0)} ${contractMonths === 1 ? 'mês' : 'meses'} neste contrato`
  if (requestsMet.includes(1))
    return {
      value: 'Pode ter direito',
      hint: `O motivo dá direito e este contrato cumpre a carência (${CARENCIA_RULE}); as parcelas dependem dos meses trabalhados e de quantas vezes já pediu.`,
    }
  if (requestsMet.length > 0)
    return {
      value: 'Depende da carência',
      hint: `${months}, a carência é cumprida só ${requestsMet.includes(2) ? 'a partir da 2ª solicitação' : 'da 3ª solicitação em diante'}; na 1ª, a lei pede 12 dos últimos 18 meses com salário, contando outro emprego (Lei 7.998/1990, art. 3º I).`,
    }
  return {
    value: 'Não cumpre a carência',
    hint: `${months}, não há a carência de nenhuma solicitação: ${CARENCIA_RULE}. Só outro emprego com carteira nesses meses mudaria isso.`,
  }
}

/**
 * What the aviso meant on a resignation, or that an older link's aviso does not exist for the
 * motivo and which one the result used: shown under the headline, where the figure is read.
 */
export function noticeNote(r: SeveranceResult): string | null {
  if (r.noticeReplaced)
    return `O link trazia o aviso “${noticeLabel(r.reason, r.noticeReplaced)}”, que não existe em ${reasonLabels[r.reason].toLowerCase()}: a conta usa “${noticeLabel(r.reason, r.notice)}”.${r.reason === 'pedido-demissao' ? ' Se o aviso não foi trabalhado, escolha “Não trabalhado (descontado)”.' : ''}`
  if (r.reason !== 'pedido-demissao') return null
  switch (r.notice) {
    case 'nao-cumprido':
      return `Aviso prévio não trabalhado: ${formatMoney(r.priorNoticeDiscount)} descontados, o salário dos 30 dias (CLT art. 487 §2º)${r.priorNoticeDiscountCapped ? ', limitado ao que a rescisão paga (art. 477 §5º)' : ''}.`
    case 'dispensado':
      return 'Aviso prévio dispensado pela empresa: nada é descontado.'
    // A resignation's aviso is never indenizado (an old link's is replaced by the default).
    case 'trabalhado':
    case 'indenizado':
      return 'Aviso prévio trabalhado pelo empregado: os dias trabalhados entram no saldo de salário e nada é descontado (CLT art. 487 §2º).'
  }
}
