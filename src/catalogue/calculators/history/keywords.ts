const keywords: readonly string[] = ['histórico', 'cálculos anteriores', 'recentes']

export default keywords
