const description: string =
  'Veja em que dia cai o 5º dia útil do mês, prazo do salário pela CLT, com os feriados pulados e as datas do ano todo.'

export default description
