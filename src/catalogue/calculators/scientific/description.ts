const description: string =
  'Calculadora científica online com seno, cosseno, tangente, logaritmos, potências, raiz e fatorial, em graus ou radianos.'

export default description
