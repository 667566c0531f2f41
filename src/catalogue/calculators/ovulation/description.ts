const description: string =
  'Descubra o dia provável da ovulação, o período fértil e a próxima menstruação.'

export default description
