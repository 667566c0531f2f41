const pct = (what: string) =>
  ({
    kind: 'percent',
    messages: {
      required: `Informe a porcentagem ${what}.`,
      negative: 'A porcentagem não pode ser negativa.',
      'too-large': 'A redução não pode passar de 100%.',
    },
  }) as const

const valor = {
  kind: 'decimal',
  allowNegative: true,
  messages: { required: 'Informe o valor.' },
} as const

/** Field order = the order of the URL contract (docs/decisions.md §4). */
export const ofFields = { pct: pct('(quantos %)'), valor } as const
export const increaseFields = { valor, pct: pct('de aumento') } as const
export const decreaseFields = { valor, pct: pct('de redução') } as const
export const changeFields = {
  de: {
    kind: 'decimal',
    allowNegative: true,
    messages: {
      required: 'Informe o valor inicial.',
      zero: 'O valor inicial não pode ser zero.',
      'too-small': 'O valor inicial está próximo demais de zero para calcular a variação.',
    },
  },
  para: {
    kind: 'decimal',
    allowNegative: true,
    messages: { required: 'Informe o valor final.' },
  },
} as const
