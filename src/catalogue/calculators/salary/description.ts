const description: string =
  'Calcule o salário líquido com INSS e IRRF de 2024 a 2026, com pensão alimentícia, o bruto a partir do líquido, o custo para a empresa, o 13º e o valor da hora.'

export default description
