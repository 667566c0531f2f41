import type { CalculatorId } from './catalogue.ts'

/**
 * The "Como usar" steps of each calculator, with a worked example where it helps. Apart from the
 * catalogue because only calculator pages and the home modal show them: on the home page they
 * would be 2,5 KB gzip of a 100 KB budget (issue 7). Typed by id, so every calculator has one.
 */
export const howTo: Record<CalculatorId, readonly string[]> = {
  simple: [
    'Clique nos botões ou use o teclado: números, + − * /, vírgula ou ponto, Enter ou = para o resultado.',
    'Esc apaga tudo (C), Delete apaga só o número digitado (CE) e Backspace o último dígito.',
    '% como no celular: 200 + 10% = 220 e 200 − 10% = 180; 200 × 10% = 20; sozinho, 50% vira 0,5.',
    'As contas seguidas são feitas na ordem: 2 + 3 × 4 = 20. As últimas 5 aparecem abaixo do teclado.',
  ],
  scientific: [
    'Escolha RAD ou DEG para os ângulos (o padrão é RAD). Em DEG, sen 30 = 0,5.',
    'Monte a expressão com os botões ou o teclado: números, + - * / ^ ( ), vírgula ou ponto, ! para fatorial.',
    'Pressione = ou Enter para calcular; Esc apaga tudo, Delete apaga o número digitado e Backspace o último item.',
    'Depois do resultado, um operador continua a conta a partir dele: 5 = x² dá 25.',
  ],
  percentage: [
    'Escolha o tipo de cálculo na aba: % de um valor, aumento, redução ou variação.',
    'Preencha os valores e clique em Calcular.',
    'Exemplos: 15% de 200 é 30; 100 com aumento de 10% é 110; de 50 para 75 a variação é +50%.',
  ],
  converter: [
    'Escolha a categoria: comprimento, peso, temperatura, área, volume ou velocidade.',
    'Digite o valor e escolha as unidades de origem e destino.',
    'O resultado aparece na hora (até 6 casas decimais); o botão ⇄ inverte as unidades. Ex.: 1 mi = 1,609344 km.',
  ],
  profit: [
    'Informe o custo do produto e a margem de lucro desejada sobre o preço de venda.',
    'Clique em Calcular para ver o preço de venda, o lucro e o markup.',
    'Exemplo: custo R$ 60,00 com margem de 40% → preço R$ 100,00, lucro R$ 40,00 e markup de 66,67% (o lucro sobre o custo).',
  ],
  compound: [
    'Informe o valor inicial, o aporte mensal e a taxa, ao mês ou ao ano.',
    'Escolha o período em meses ou anos e clique em Calcular; uma taxa anual vira a taxa mensal equivalente.',
    'Exemplo: R$ 1.000,00 mais R$ 100,00 por mês a 12% ao ano, por 10 anos, chegam a R$ 25.298,85.',
  ],
  installment: [
    'Informe o valor da compra, o número de parcelas e a taxa de juros ao mês (0 para sem juros).',
    'Clique em Calcular para ver a parcela, o total e a tabela mês a mês, que pode ser baixada em CSV.',
    'Exemplo: R$ 1.000,00 em 10 vezes a 2% ao mês dá parcelas de R$ 111,33.',
  ],
  roi: [
    'Informe quanto foi investido e quanto retornou.',
    'Clique em Calcular para ver o ROI, o lucro e a classificação.',
    'Exemplo: investiu R$ 10.000,00 e recebeu R$ 12.500,00 → lucro de R$ 2.500,00 e ROI de 25,00% (ROI Excelente).',
  ],
  financing: [
    'Informe o valor a financiar, o prazo em meses e a taxa de juros ao mês.',
    'Escolha Tabela Price (parcelas iguais) ou SAC (parcelas decrescentes) e clique em Calcular.',
    'Exemplo: R$ 200.000,00 em 240 meses a 1% ao mês dá parcelas de R$ 2.202,17 na Price; no SAC, a primeira é de R$ 2.833,33.',
    'Compare os dois sistemas lado a lado e baixe a tabela de amortização em CSV.',
  ],
  labor: [
    'Na aba Rescisão, informe o último salário, as datas de admissão e demissão, o motivo e o aviso prévio; o saldo do FGTS é opcional (vazio, ele é estimado).',
    'Ex.: R$ 3.000,00, de 10/03/2022 a 20/11/2026, sem justa causa e aviso indenizado: aviso de 42 dias (Lei 12.506/2011) e total de R$ 33.241,04 com o FGTS.',
    'Na aba Horas Extras, informe o valor da hora, as horas, o adicional (50%, 100% ou outro) e se foram noturnas.',
    'Cada linha do resultado mostra a regra da lei que a fundamenta; a convenção coletiva pode mudar valores.',
  ],
  fuel: [
    'Consumo: informe a distância, os litros e o preço do litro. Ex.: 450 km com 37,5 L dão 12 km/L.',
    'Viagem: informe a distância, o consumo com gasolina e os preços. Com etanol, supomos 70% desse consumo.',
    'Comparar: veja o custo por km de cada um. Regra dos 70%: o etanol compensa se custar até 70% da gasolina.',
  ],
  salary: [
    'Informe o salário bruto, os dependentes e, se quiser, o vale-transporte e outros descontos.',
    'Escolha a tabela do ano (o padrão é o ano atual).',
    'Ex.: R$ 6.000,00 na Tabela de 2026 → INSS R$ 641,51, IRRF R$ 385,10 (já com a redução da Lei 15.270/2025) e líquido R$ 4.973,39.',
    'As abas 13º Salário e Por Hora mostram as duas parcelas do 13º e o valor da hora.',
  ],
  education: [
    'Médias: informe de 2 a 10 notas e os pesos (peso 1 por padrão). Ex.: 7, 8,5 e 6 com pesos 1, 2 e 1 dão média ponderada 7,50.',
    'Nota necessária: informe as 3 notas atuais e a média desejada; a 4ª nota necessária aparece com o aviso se a meta é alcançável.',
    'Regra de três: A está para B assim como C está para X. Ex.: 2 está para 10 assim como 5 está para 25.',
  ],
  bmi: [
    'Informe a altura em centímetros e o peso em quilos.',
    'Clique em Calcular para ver o IMC e a classificação.',
    'O IMC é uma referência para adultos; consulte um profissional de saúde.',
  ],
  date: [
    'Diferença: informe as datas inicial e final. Ex.: de 01/01/2024 a 31/12/2024 são 365 dias.',
    'Adicionar dias úteis: informe a data e quantos dias somar; use um número negativo para voltar.',
    'Feriados nacionais são pulados e listados no resultado; Carnaval e Corpus Christi, se você marcar.',
  ],
  sales: [
    'Informe o faturamento desejado no mês e o ticket médio.',
    'Clique em Calcular para ver as vendas necessárias por mês, semana e dia.',
    'Exemplo: meta de R$ 50.000,00 com ticket médio de R$ 250,00 → 200 vendas no mês, 50 por semana e 7 por dia.',
  ],
  pregnancy: [
    'Informe a data do primeiro dia da última menstruação (DUM).',
    'A data provável do parto é a DUM + 280 dias (40 semanas). Ex.: DUM 05/07/2026 → 11/04/2027.',
    'É uma estimativa: confirme com seu médico.',
  ],
  tax: [
    'Informe o faturamento mensal e escolha MEI ou Simples Nacional.',
    'No MEI, escolha a atividade; no Simples, o anexo e, se souber, a receita dos últimos 12 meses.',
    'Ex.: MEI de comércio e serviços em 2026 paga DAS de R$ 87,05 por mês; no Simples, Anexo III com R$ 30.000,00 por mês tem alíquota efetiva de 8,60%.',
  ],
  countdown: [
    'Informe a data e a hora do evento, no horário de Brasília. Ex.: 31/12/2026 às 23:59.',
    'A contagem atualiza a cada segundo e avisa quando o prazo passar.',
    'Compartilhe o link: ele leva a data e a hora do evento.',
  ],
  retirement: [
    'Informe as idades, o patrimônio atual, o aporte mensal e a rentabilidade esperada ao ano.',
    'Informe uma meta para ver quanto precisa aportar por mês para chegar a ela.',
    'Exemplo: dos 30 aos 60 anos, R$ 10.000,00 mais R$ 500,00 por mês a 8% ao ano chegam a R$ 804.901,86.',
  ],
  inflation: [
    'Informe o valor, a inflação anual esperada e o número de anos.',
    'Clique em Calcular para ver o valor corrigido e a perda de poder de compra.',
    'Exemplo: R$ 1.000,00 com inflação de 10% ao ano por 2 anos → daqui a 2 anos a mesma compra custa R$ 1.210,00, e R$ 1.000,00 compram o que hoje custa R$ 826,45.',
  ],
  'personal-loan': [
    'Informe o valor, a taxa de juros (ao mês ou ao ano) e o prazo (em meses ou anos).',
    'Uma taxa anual vira a taxa mensal equivalente: 12% ao ano são 0,9489% ao mês, não 1%.',
    'Exemplo: R$ 10.000,00 a 12% ao ano em 12 meses dá 12 parcelas de R$ 885,62.',
  ],
  ovulation: [
    'Informe o primeiro dia da última menstruação e a duração do ciclo (padrão 28 dias).',
    'A fase lútea costuma durar 14 dias: num ciclo de 28 dias, a ovulação é no 14º dia.',
    'Veja os próximos 3 ciclos. Não é um método contraceptivo.',
  ],
  discount: [
    'Escolha: desconto em %, desconto em reais ou preço final.',
    'Preencha o preço original e o desconto (ou o preço final) e clique em Calcular.',
    'Exemplo: R$ 200,00 com 15% de desconto → preço final R$ 170,00, economia de R$ 30,00.',
  ],
  age: [
    'Informe a data de nascimento. Ex.: 15/05/1990 em 22/11/2026 dá 36 anos, 6 meses e 7 dias.',
    'Opcional: uma data de referência (o padrão é hoje).',
    'Quem nasceu em 29 de fevereiro faz aniversário em 28/02 nos anos não bissextos.',
  ],
  consortium: [
    'Informe o valor da carta de crédito e o tamanho do grupo.',
    'Informe as taxas de administração e de fundo de reserva.',
    'Clique em Calcular para ver a parcela, o custo total e a chance mensal de contemplação.',
    'Exemplo: carta de R$ 100.000,00, grupo de 100 meses, 15% de administração e 2% de fundo de reserva → parcela de R$ 1.170,00 e total de R$ 117.000,00.',
  ],
  tip: [
    'Informe o valor da conta e o número de pessoas.',
    'Escolha a gorjeta em % (botões rápidos) ou em reais.',
    'Os botões 5%, 10%, 15% e 20% já calculam quando a conta está preenchida.',
    'Exemplo: conta de R$ 100,00 para 3 pessoas com 10% → total R$ 110,00; duas pessoas pagam R$ 36,67 e uma paga R$ 36,66.',
  ],
  history: [
    'Cada resultado calculado fica guardado só neste navegador.',
    'Clique em um item para reabrir a calculadora com os mesmos valores.',
  ],
}
