import {
  Baby,
  BarChart3,
  Briefcase,
  Cake,
  Calculator,
  CalendarDays,
  CalendarHeart,
  CreditCard,
  FlaskConical,
  Fuel,
  GraduationCap,
  HandCoins,
  History,
  House,
  type LucideIcon,
  Percent,
  PiggyBank,
  Receipt,
  Ruler,
  Scale,
  Sunset,
  Tag,
  Target,
  Timer,
  TrendingDown,
  TrendingUp,
  Users,
  UtensilsCrossed,
  Wallet,
} from 'lucide-react'
import type { ComponentType } from 'react'

import type { CategoryId } from './categories.ts'

/** Card accent; the card maps each to fixed Tailwind classes for both themes. */
export type CatalogueColor =
  | 'blue'
  | 'violet'
  | 'emerald'
  | 'amber'
  | 'rose'
  | 'sky'
  | 'orange'
  | 'teal'
  | 'indigo'
  | 'pink'
  | 'lime'
  | 'slate'

/** A calculator screen: one lazily loaded chunk, default-exporting its component. */
export type CalculatorModule = { default: ComponentType }

export type CatalogueEntry = {
  /** The spine: `?calc=` value, `src/lib/<id>.ts`, `src/calculators/<id>/`. */
  id: string
  name: string
  shortName: string
  icon: LucideIcon
  color: CatalogueColor
  /** One sentence for the card, the page and the meta description. */
  description: string
  keywords: readonly string[]
  category: CategoryId
  /** Public path; absent for views that open only as a modal (history). */
  route?: `/${string}`
  load: () => Promise<CalculatorModule>
}

export const catalogue = [
  {
    id: 'simple',
    name: 'Calculadora Simples',
    shortName: 'Simples',
    icon: Calculator,
    color: 'slate',
    description:
      'Calculadora básica online com as quatro operações, porcentagem e histórico das últimas contas.',
    keywords: ['calculadora', 'somar', 'subtrair', 'multiplicar', 'dividir', 'conta'],
    category: 'utilidades',
    route: '/calculadora-simples',
    load: () => import('@/calculators/simple/simple.tsx'),
  },
  {
    id: 'scientific',
    name: 'Calculadora Científica',
    shortName: 'Científica',
    icon: FlaskConical,
    color: 'indigo',
    description:
      'Calculadora científica online com seno, cosseno, tangente, logaritmos, potências, raiz e fatorial, em graus ou radianos.',
    keywords: [
      'científica',
      'seno',
      'cosseno',
      'tangente',
      'logaritmo',
      'raiz',
      'fatorial',
      'potência',
    ],
    category: 'utilidades',
    route: '/calculadora-cientifica',
    load: () => import('@/calculators/scientific/scientific.tsx'),
  },
  {
    id: 'percentage',
    name: 'Calculadora de Porcentagem',
    shortName: 'Porcentagem',
    icon: Percent,
    color: 'violet',
    description:
      'Calcule quanto é X% de um valor, aumentos, descontos e a variação percentual entre dois valores.',
    keywords: ['porcentagem', 'percentual', 'aumento', 'redução', 'variação', 'por cento'],
    category: 'utilidades',
    route: '/calculadora-porcentagem',
    load: () => import('@/calculators/percentage/percentage.tsx'),
  },
  {
    id: 'converter',
    name: 'Conversor de Unidades',
    shortName: 'Conversor',
    icon: Ruler,
    color: 'sky',
    description:
      'Converta comprimento, peso, temperatura, área, volume e velocidade entre as unidades mais usadas.',
    keywords: [
      'conversor',
      'converter',
      'unidades',
      'metros',
      'quilos',
      'celsius',
      'fahrenheit',
      'milhas',
      'litros',
    ],
    category: 'utilidades',
    route: '/conversor-unidades',
    load: () => import('@/calculators/converter/converter.tsx'),
  },
  {
    id: 'profit',
    name: 'Calculadora de Lucro',
    shortName: 'Lucro',
    icon: TrendingUp,
    color: 'emerald',
    description:
      'Descubra o preço de venda a partir do custo e da margem de lucro desejada, com o markup equivalente.',
    keywords: ['lucro', 'margem', 'preço de venda', 'markup', 'custo', 'precificação'],
    category: 'financeiro',
    route: '/calculadora-lucro',
    load: () => import('@/calculators/profit/profit.tsx'),
  },
  {
    id: 'compound',
    name: 'Calculadora de Juros Compostos',
    shortName: 'Juros Compostos',
    icon: PiggyBank,
    color: 'emerald',
    description:
      'Simule investimentos com juros compostos e aportes mensais, com a evolução ano a ano.',
    keywords: ['juros compostos', 'investimento', 'rendimento', 'aporte', 'poupança', 'montante'],
    category: 'financeiro',
    route: '/calculadora-juros-compostos',
    load: () => import('@/calculators/compound/compound.tsx'),
  },
  {
    id: 'installment',
    name: 'Calculadora de Parcelas',
    shortName: 'Parcelas',
    icon: CreditCard,
    color: 'blue',
    description: 'Calcule o valor da parcela de uma compra parcelada com juros pela Tabela Price.',
    keywords: ['parcelas', 'parcelamento', 'prestação', 'juros', 'tabela price', 'crediário'],
    category: 'financeiro',
    route: '/calculadora-parcelas',
    load: () => import('@/calculators/installment/installment.tsx'),
  },
  {
    id: 'roi',
    name: 'Calculadora de ROI',
    shortName: 'ROI',
    icon: BarChart3,
    color: 'teal',
    description: 'Calcule o retorno sobre investimento (ROI) e veja se o resultado foi bom.',
    keywords: ['roi', 'retorno sobre investimento', 'rentabilidade', 'lucro', 'investimento'],
    category: 'financeiro',
    route: '/calculadora-roi',
    load: () => import('@/calculators/roi/roi.tsx'),
  },
  {
    id: 'financing',
    name: 'Calculadora de Financiamento',
    shortName: 'Financiamento',
    icon: House,
    color: 'blue',
    description:
      'Simule financiamentos pela Tabela Price ou pelo SAC, com a tabela de amortização completa.',
    keywords: [
      'financiamento',
      'tabela price',
      'sac',
      'amortização',
      'imóvel',
      'veículo',
      'prestação',
    ],
    category: 'financeiro',
    route: '/calculadora-financiamento',
    load: () => import('@/calculators/financing/financing.tsx'),
  },
  {
    id: 'labor',
    name: 'Calculadora Trabalhista',
    shortName: 'Trabalhista',
    icon: Briefcase,
    color: 'amber',
    description: 'Calcule a rescisão do contrato de trabalho (CLT) e o valor das horas extras.',
    keywords: [
      'rescisão',
      'trabalhista',
      'clt',
      'aviso prévio',
      'férias',
      '13º',
      'fgts',
      'horas extras',
    ],
    category: 'trabalho-impostos',
    route: '/calculadora-trabalhista',
    load: () => import('@/calculators/labor/labor.tsx'),
  },
  {
    id: 'fuel',
    name: 'Calculadora de Combustível',
    shortName: 'Combustível',
    icon: Fuel,
    color: 'orange',
    description:
      'Calcule o consumo do carro, o custo de uma viagem e se compensa abastecer com etanol ou gasolina.',
    keywords: [
      'combustível',
      'gasolina',
      'etanol',
      'álcool',
      'consumo',
      'viagem',
      'km por litro',
      '70%',
    ],
    category: 'utilidades',
    route: '/calculadora-combustivel',
    load: () => import('@/calculators/fuel/fuel.tsx'),
  },
  {
    id: 'salary',
    name: 'Calculadora de Salário Líquido',
    shortName: 'Salário',
    icon: Wallet,
    color: 'emerald',
    description:
      'Calcule o salário líquido com INSS e IRRF das tabelas de 2024 a 2026, o 13º salário e o valor da hora.',
    keywords: [
      'salário líquido',
      'inss',
      'irrf',
      'imposto de renda',
      '13º salário',
      'décimo terceiro',
      'valor da hora',
    ],
    category: 'trabalho-impostos',
    route: '/calculadora-salario',
    load: () => import('@/calculators/salary/salary.tsx'),
  },
  {
    id: 'education',
    name: 'Calculadora Educacional',
    shortName: 'Educacional',
    icon: GraduationCap,
    color: 'indigo',
    description:
      'Calcule médias simples e ponderadas, a nota que falta para passar e a regra de três.',
    keywords: ['média', 'média ponderada', 'nota', 'regra de três', 'escola', 'faculdade'],
    category: 'utilidades',
    route: '/calculadora-educacional',
    load: () => import('@/calculators/education/education.tsx'),
  },
  {
    id: 'bmi',
    name: 'Calculadora de IMC',
    shortName: 'IMC',
    icon: Scale,
    color: 'rose',
    description:
      'Calcule o Índice de Massa Corporal (IMC), a classificação e a faixa de peso saudável para a sua altura.',
    keywords: ['imc', 'índice de massa corporal', 'peso ideal', 'obesidade', 'sobrepeso', 'saúde'],
    category: 'saude',
    route: '/calculadora-imc',
    load: () => import('@/calculators/bmi/bmi.tsx'),
  },
  {
    id: 'date',
    name: 'Calculadora de Datas',
    shortName: 'Datas',
    icon: CalendarDays,
    color: 'sky',
    description:
      'Calcule a diferença entre datas e some dias úteis descontando fins de semana e feriados nacionais.',
    keywords: ['datas', 'dias úteis', 'diferença entre datas', 'prazo', 'feriados', 'contar dias'],
    category: 'datas',
    route: '/calculadora-datas',
    load: () => import('@/calculators/date/date.tsx'),
  },
  {
    id: 'sales',
    name: 'Calculadora de Meta de Vendas',
    shortName: 'Meta de Vendas',
    icon: Target,
    color: 'orange',
    description:
      'Descubra quantas vendas por dia e por semana você precisa para atingir sua meta de faturamento.',
    keywords: ['meta de vendas', 'ticket médio', 'faturamento', 'vendas por dia', 'comercial'],
    category: 'financeiro',
    route: '/meta-vendas',
    load: () => import('@/calculators/sales/sales.tsx'),
  },
  {
    id: 'pregnancy',
    name: 'Calculadora de Gravidez',
    shortName: 'Gravidez',
    icon: Baby,
    color: 'pink',
    description:
      'Calcule a data provável do parto, as semanas de gestação e o trimestre a partir da última menstruação.',
    keywords: [
      'gravidez',
      'gestação',
      'data do parto',
      'dpp',
      'semanas de gravidez',
      'trimestre',
      'dum',
    ],
    category: 'saude',
    route: '/calculadora-gravidez',
    load: () => import('@/calculators/pregnancy/pregnancy.tsx'),
  },
  {
    id: 'tax',
    name: 'Calculadora de Impostos MEI e Simples',
    shortName: 'MEI e Simples',
    icon: Receipt,
    color: 'amber',
    description:
      'Calcule o DAS do MEI e o imposto do Simples Nacional pela alíquota efetiva dos Anexos I a V.',
    keywords: ['mei', 'das', 'simples nacional', 'impostos', 'alíquota efetiva', 'anexo', 'rbt12'],
    category: 'trabalho-impostos',
    route: '/calculadora-impostos-mei',
    load: () => import('@/calculators/tax/tax.tsx'),
  },
  {
    id: 'countdown',
    name: 'Contador Regressivo',
    shortName: 'Contagem Regressiva',
    icon: Timer,
    color: 'violet',
    description:
      'Crie uma contagem regressiva em dias, horas, minutos e segundos até uma data e compartilhe o link.',
    keywords: [
      'contador regressivo',
      'contagem regressiva',
      'quanto falta',
      'cronômetro',
      'evento',
    ],
    category: 'datas',
    route: '/contador-regressivo',
    load: () => import('@/calculators/countdown/countdown.tsx'),
  },
  {
    id: 'retirement',
    name: 'Calculadora de Aposentadoria',
    shortName: 'Aposentadoria',
    icon: Sunset,
    color: 'orange',
    description:
      'Planeje sua aposentadoria: quanto você vai acumular e quanto precisa investir por mês para chegar à meta.',
    keywords: [
      'aposentadoria',
      'previdência',
      'independência financeira',
      'investimento',
      'aporte mensal',
    ],
    category: 'financeiro',
    route: '/calculadora-aposentadoria',
    load: () => import('@/calculators/retirement/retirement.tsx'),
  },
  {
    id: 'inflation',
    name: 'Calculadora de Inflação',
    shortName: 'Inflação',
    icon: TrendingDown,
    color: 'rose',
    description:
      'Veja quanto a inflação corrói o poder de compra do seu dinheiro ao longo dos anos.',
    keywords: ['inflação', 'poder de compra', 'ipca', 'correção', 'desvalorização'],
    category: 'financeiro',
    route: '/calculadora-inflacao',
    load: () => import('@/calculators/inflation/inflation.tsx'),
  },
  {
    id: 'personal-loan',
    name: 'Calculadora de Empréstimo Pessoal',
    shortName: 'Empréstimo',
    icon: HandCoins,
    color: 'blue',
    description:
      'Simule um empréstimo pessoal: parcela, total pago e juros, com taxa ao mês ou ao ano.',
    keywords: [
      'empréstimo',
      'empréstimo pessoal',
      'crédito pessoal',
      'parcela',
      'juros',
      'consignado',
    ],
    category: 'financeiro',
    route: '/calculadora-emprestimo-pessoal',
    load: () => import('@/calculators/personal-loan/personal-loan.tsx'),
  },
  {
    id: 'ovulation',
    name: 'Calculadora de Ovulação',
    shortName: 'Ovulação',
    icon: CalendarHeart,
    color: 'pink',
    description: 'Descubra o dia provável da ovulação, o período fértil e a próxima menstruação.',
    keywords: ['ovulação', 'período fértil', 'dias férteis', 'ciclo menstrual', 'engravidar'],
    category: 'saude',
    route: '/calculadora-ovulacao',
    load: () => import('@/calculators/ovulation/ovulation.tsx'),
  },
  {
    id: 'discount',
    name: 'Calculadora de Desconto',
    shortName: 'Desconto',
    icon: Tag,
    color: 'lime',
    description:
      'Calcule o preço com desconto, o percentual de desconto ou o valor economizado em uma compra.',
    keywords: [
      'desconto',
      'promoção',
      'preço final',
      'percentual de desconto',
      'black friday',
      'liquidação',
    ],
    category: 'utilidades',
    route: '/calculadora-desconto',
    load: () => import('@/calculators/discount/discount.tsx'),
  },
  {
    id: 'age',
    name: 'Calculadora de Idade',
    shortName: 'Idade',
    icon: Cake,
    color: 'amber',
    description:
      'Calcule a idade exata em anos, meses e dias e quanto falta para o próximo aniversário.',
    keywords: ['idade', 'quantos anos', 'aniversário', 'data de nascimento', 'dias de vida'],
    category: 'datas',
    route: '/calculadora-idade',
    load: () => import('@/calculators/age/age.tsx'),
  },
  {
    id: 'consortium',
    name: 'Calculadora de Consórcio',
    shortName: 'Consórcio',
    icon: Users,
    color: 'teal',
    description:
      'Calcule o custo total de um consórcio com taxa de administração e fundo de reserva.',
    keywords: [
      'consórcio',
      'carta de crédito',
      'taxa de administração',
      'fundo de reserva',
      'contemplação',
    ],
    category: 'financeiro',
    route: '/calculadora-consorcio',
    load: () => import('@/calculators/consortium/consortium.tsx'),
  },
  {
    id: 'tip',
    name: 'Calculadora de Gorjeta',
    shortName: 'Gorjeta',
    icon: UtensilsCrossed,
    color: 'lime',
    description: 'Calcule a gorjeta e divida a conta entre as pessoas da mesa.',
    keywords: ['gorjeta', 'dividir conta', 'taxa de serviço', '10%', 'restaurante', 'rachar conta'],
    category: 'utilidades',
    route: '/calculadora-gorjeta',
    load: () => import('@/calculators/tip/tip.tsx'),
  },
  {
    id: 'history',
    name: 'Histórico de Cálculos',
    shortName: 'Histórico',
    icon: History,
    color: 'slate',
    description:
      'Os últimos 20 cálculos feitos neste navegador, para reabrir com os mesmos valores.',
    keywords: ['histórico', 'cálculos anteriores', 'recentes'],
    category: 'utilidades',
    load: () => import('@/calculators/history/history.tsx'),
  },
] as const satisfies readonly CatalogueEntry[]

export type CalculatorId = (typeof catalogue)[number]['id']

/** Entries that have their own page. */
export type RoutedEntry = Extract<(typeof catalogue)[number], { route: string }>

export const routedEntries = catalogue.filter((e): e is RoutedEntry => 'route' in e)

export function findEntry(id: string | null | undefined): (typeof catalogue)[number] | undefined {
  return catalogue.find((e) => e.id === id)
}
