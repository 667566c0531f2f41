const description: string =
  'Os últimos 20 cálculos feitos neste navegador, para reabrir com os mesmos valores.'

export default description
