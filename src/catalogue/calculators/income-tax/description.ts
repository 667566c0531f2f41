const description: string =
  'Simule a declaração anual do IRPF: simplificada ou completa, qual paga menos, e quanto você restitui ou paga.'

export default description
