const keywords: readonly string[] = [
  'ovulação',
  'período fértil',
  'dias férteis',
  'ciclo menstrual',
  'engravidar',
]

export default keywords
