import type { SimplesAnnex } from '@/lib/law/tables/simples-nacional.ts'
import type { MeiActivity } from '@/lib/law/tables/types.ts'

/** pt-BR names of the MEI activities, the Simples Anexos and what each one covers. */

export const activityLabels: Record<MeiActivity, string> = {
  comercio: 'Comércio ou indústria',
  servicos: 'Prestação de serviços',
  ambos: 'Comércio e serviços',
}

export const annexLabels: Record<SimplesAnnex, string> = {
  1: 'Anexo I — Comércio',
  2: 'Anexo II — Indústria',
  3: 'Anexo III — Serviços',
  4: 'Anexo IV — Obras, limpeza e outros',
  5: 'Anexo V — Serviços intelectuais',
}

/** LC 123/2006 art. 18 §§5º-B a 5º-I, in a sentence each. */
export const annexCovers: Record<SimplesAnnex, string> = {
  1: 'Comércio: revenda de mercadorias no atacado ou no varejo.',
  2: 'Indústria: fabricação e transformação de produtos.',
  3: 'Serviços como instalação e manutenção, contabilidade, academias, agências de viagem e ensino, e as atividades do Anexo V com Fator R de 28% ou mais.',
  4: 'Construção civil e obras, vigilância, limpeza e conservação, advocacia; o INSS patronal (CPP) é pago fora do DAS.',
  5: 'Serviços intelectuais com Fator R abaixo de 28%: tecnologia, engenharia, arquitetura, publicidade, consultoria, auditoria, medicina.',
}

export const componentLabels: Record<string, string> = {
  inss: 'INSS (5% do salário mínimo)',
  icms: 'ICMS (comércio e indústria)',
  iss: 'ISS (serviços)',
  'rbt12-x-aliquota': 'RBT12 × alíquota nominal',
  'parcela-a-deduzir': '− Parcela a deduzir',
  'imposto-sobre-rbt12': '= Imposto sobre a RBT12',
}
