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
  /** Short "Como usar" steps shown beside the calculator. */
  howTo: readonly string[]
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
    howTo: [
      'Clique nos botões ou use o teclado: números, + − * /, vírgula ou ponto, Enter ou = para o resultado.',
      'Esc apaga tudo (C), Delete apaga só o número digitado (CE) e Backspace o último dígito.',
      '% como no celular: 200 + 10% = 220 e 200 − 10% = 180; 200 × 10% = 20; sozinho, 50% vira 0,5.',
      'As contas seguidas são feitas na ordem: 2 + 3 × 4 = 20. As últimas 5 aparecem abaixo do teclado.',
    ],
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
    howTo: [
      'Escolha RAD ou DEG para os ângulos (o padrão é RAD). Em DEG, sen 30 = 0,5.',
      'Monte a expressão com os botões ou o teclado: números, + - * / ^ ( ), vírgula ou ponto, ! para fatorial.',
      'Pressione = ou Enter para calcular; Esc apaga tudo, Delete apaga o número digitado e Backspace o último item.',
      'Depois do resultado, um operador continua a conta a partir dele: 5 = x² dá 25.',
    ],
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
    howTo: [
      'Escolha o tipo de cálculo na aba: % de um valor, aumento, redução ou variação.',
      'Preencha os valores e clique em Calcular.',
      'Exemplos: 15% de 200 é 30; 100 com aumento de 10% é 110; de 50 para 75 a variação é +50%.',
    ],
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
    howTo: [
      'Escolha a categoria: comprimento, peso, temperatura, área, volume ou velocidade.',
      'Digite o valor e escolha as unidades de origem e destino.',
      'O resultado aparece na hora (até 6 casas decimais); o botão ⇄ inverte as unidades. Ex.: 1 mi = 1,609344 km.',
    ],
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
    howTo: [
      'Informe o custo do produto e a margem de lucro desejada sobre o preço de venda.',
      'Clique em Calcular para ver o preço de venda, o lucro e o markup.',
      'Exemplo: custo R$ 60,00 com margem de 40% → preço R$ 100,00, lucro R$ 40,00 e markup de 66,67% (o lucro sobre o custo).',
    ],
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
    howTo: [
      'Informe o valor inicial, o aporte mensal e a taxa, ao mês ou ao ano.',
      'Escolha o período em meses ou anos e clique em Calcular; uma taxa anual vira a taxa mensal equivalente.',
      'Exemplo: R$ 1.000,00 mais R$ 100,00 por mês a 12% ao ano, por 10 anos, chegam a R$ 25.298,85.',
    ],
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
    howTo: [
      'Informe o valor da compra, o número de parcelas e a taxa de juros ao mês (0 para sem juros).',
      'Clique em Calcular para ver a parcela, o total e a tabela mês a mês, que pode ser baixada em CSV.',
      'Exemplo: R$ 1.000,00 em 10 vezes a 2% ao mês dá parcelas de R$ 111,33.',
    ],
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
    howTo: [
      'Informe quanto foi investido e quanto retornou.',
      'Clique em Calcular para ver o ROI, o lucro e a classificação.',
      'Exemplo: investiu R$ 10.000,00 e recebeu R$ 12.500,00 → lucro de R$ 2.500,00 e ROI de 25,00% (ROI Excelente).',
    ],
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
    howTo: [
      'Informe o valor a financiar, o prazo em meses e a taxa de juros ao mês.',
      'Escolha Tabela Price (parcelas iguais) ou SAC (parcelas decrescentes) e clique em Calcular.',
      'Exemplo: R$ 200.000,00 em 240 meses a 1% ao mês dá parcelas de R$ 2.202,17 na Price; no SAC, a primeira é de R$ 2.833,33.',
      'Compare os dois sistemas lado a lado e baixe a tabela de amortização em CSV.',
    ],
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
    howTo: [
      'Na aba Rescisão, informe o último salário, as datas de admissão e demissão, o motivo e o aviso prévio; o saldo do FGTS é opcional (vazio, ele é estimado).',
      'Ex.: R$ 3.000,00, de 10/03/2022 a 20/11/2026, sem justa causa e aviso indenizado: aviso de 42 dias (Lei 12.506/2011) e total de R$ 33.241,04 com o FGTS.',
      'Na aba Horas Extras, informe o valor da hora, as horas, o adicional (50%, 100% ou outro) e se foram noturnas.',
      'Cada linha do resultado mostra a regra da lei que a fundamenta; a convenção coletiva pode mudar valores.',
    ],
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
    howTo: [
      'Consumo: informe a distância, os litros e o preço do litro. Ex.: 450 km com 37,5 L dão 12 km/L.',
      'Viagem: informe a distância, o consumo com gasolina e os preços. Com etanol, supomos 70% desse consumo.',
      'Comparar: veja o custo por km de cada um. Regra dos 70%: o etanol compensa se custar até 70% da gasolina.',
    ],
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
    howTo: [
      'Informe o salário bruto, os dependentes e, se quiser, o vale-transporte e outros descontos.',
      'Escolha a tabela do ano (o padrão é o ano atual).',
      'Ex.: R$ 6.000,00 na Tabela de 2026 → INSS R$ 641,51, IRRF R$ 385,10 (já com a redução da Lei 15.270/2025) e líquido R$ 4.973,39.',
      'As abas 13º Salário e Por Hora mostram as duas parcelas do 13º e o valor da hora.',
    ],
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
    howTo: [
      'Médias: informe de 2 a 10 notas e os pesos (peso 1 por padrão). Ex.: 7, 8,5 e 6 com pesos 1, 2 e 1 dão média ponderada 7,50.',
      'Nota necessária: informe as 3 notas atuais e a média desejada; a 4ª nota necessária aparece com o aviso se a meta é alcançável.',
      'Regra de três: A está para B assim como C está para X. Ex.: 2 está para 10 assim como 5 está para 25.',
    ],
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
    howTo: [
      'Informe a altura em centímetros e o peso em quilos.',
      'Clique em Calcular para ver o IMC e a classificação.',
      'O IMC é uma referência para adultos; consulte um profissional de saúde.',
    ],
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
    howTo: [
      'Diferença: informe as datas inicial e final. Ex.: de 01/01/2024 a 31/12/2024 são 365 dias.',
      'Adicionar dias úteis: informe a data e quantos dias somar; use um número negativo para voltar.',
      'Feriados nacionais são pulados e listados no resultado; Carnaval e Corpus Christi, se você marcar.',
    ],
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
    howTo: [
      'Informe o faturamento desejado no mês e o ticket médio.',
      'Clique em Calcular para ver as vendas necessárias por mês, semana e dia.',
      'Exemplo: meta de R$ 50.000,00 com ticket médio de R$ 250,00 → 200 vendas no mês, 50 por semana e 7 por dia.',
    ],
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
    howTo: [
      'Informe a data do primeiro dia da última menstruação (DUM).',
      'A data provável do parto é a DUM + 280 dias (40 semanas). Ex.: DUM 05/07/2026 → 11/04/2027.',
      'É uma estimativa: confirme com seu médico.',
    ],
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
    howTo: [
      'Informe o faturamento mensal e escolha MEI ou Simples Nacional.',
      'No MEI, escolha a atividade; no Simples, o anexo e, se souber, a receita dos últimos 12 meses.',
      'Ex.: MEI de comércio e serviços em 2026 paga DAS de R$ 87,05 por mês; no Simples, Anexo III com R$ 30.000,00 por mês tem alíquota efetiva de 8,60%.',
    ],
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
    howTo: [
      'Informe a data e a hora do evento, no horário de Brasília. Ex.: 31/12/2026 às 23:59.',
      'A contagem atualiza a cada segundo e avisa quando o prazo passar.',
      'Compartilhe o link: ele leva a data e a hora do evento.',
    ],
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
    howTo: [
      'Informe as idades, o patrimônio atual, o aporte mensal e a rentabilidade esperada ao ano.',
      'Informe uma meta para ver quanto precisa aportar por mês para chegar a ela.',
      'Exemplo: dos 30 aos 60 anos, R$ 10.000,00 mais R$ 500,00 por mês a 8% ao ano chegam a R$ 804.901,86.',
    ],
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
    howTo: [
      'Informe o valor, a inflação anual esperada e o número de anos.',
      'Clique em Calcular para ver o valor corrigido e a perda de poder de compra.',
      'Exemplo: R$ 1.000,00 com inflação de 10% ao ano por 2 anos → daqui a 2 anos a mesma compra custa R$ 1.210,00, e R$ 1.000,00 compram o que hoje custa R$ 826,45.',
    ],
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
    howTo: [
      'Informe o valor, a taxa de juros (ao mês ou ao ano) e o prazo (em meses ou anos).',
      'Uma taxa anual vira a taxa mensal equivalente: 12% ao ano são 0,9489% ao mês, não 1%.',
      'Exemplo: R$ 10.000,00 a 12% ao ano em 12 meses dá 12 parcelas de R$ 885,62.',
    ],
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
    howTo: [
      'Informe o primeiro dia da última menstruação e a duração do ciclo (padrão 28 dias).',
      'A fase lútea costuma durar 14 dias: num ciclo de 28 dias, a ovulação é no 14º dia.',
      'Veja os próximos 3 ciclos. Não é um método contraceptivo.',
    ],
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
    howTo: [
      'Escolha: desconto em %, desconto em reais ou preço final.',
      'Preencha o preço original e o desconto (ou o preço final) e clique em Calcular.',
      'Exemplo: R$ 200,00 com 15% de desconto → preço final R$ 170,00, economia de R$ 30,00.',
    ],
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
    howTo: [
      'Informe a data de nascimento. Ex.: 15/05/1990 em 22/11/2026 dá 36 anos, 6 meses e 7 dias.',
      'Opcional: uma data de referência (o padrão é hoje).',
      'Quem nasceu em 29 de fevereiro faz aniversário em 28/02 nos anos não bissextos.',
    ],
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
    howTo: [
      'Informe o valor da carta de crédito e o tamanho do grupo.',
      'Informe as taxas de administração e de fundo de reserva.',
      'Clique em Calcular para ver a parcela, o custo total e a chance mensal de contemplação.',
      'Exemplo: carta de R$ 100.000,00, grupo de 100 meses, 15% de administração e 2% de fundo de reserva → parcela de R$ 1.170,00 e total de R$ 117.000,00.',
    ],
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
    howTo: [
      'Informe o valor da conta e o número de pessoas.',
      'Escolha a gorjeta em % (botões rápidos) ou em reais.',
      'Os botões 5%, 10%, 15% e 20% já calculam quando a conta está preenchida.',
      'Exemplo: conta de R$ 100,00 para 3 pessoas com 10% → total R$ 110,00; duas pessoas pagam R$ 36,67 e uma paga R$ 36,66.',
    ],
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
    howTo: [
      'Cada resultado calculado fica guardado só neste navegador.',
      'Clique em um item para reabrir a calculadora com os mesmos valores.',
    ],
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
