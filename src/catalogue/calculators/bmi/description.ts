const description: string =
  'Calcule o Índice de Massa Corporal (IMC), a classificação e a faixa de peso saudável para a sua altura.'

export default description
