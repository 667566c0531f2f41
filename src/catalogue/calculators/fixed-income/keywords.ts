const keywords: readonly string[] = [
  'renda fixa',
  'cdb',
  'lci',
  'lca',
  'tesouro direto',
  'tesouro selic',
  'poupança',
  'cdi',
  'selic',
  'investimento',
  'rendimento',
  // Not "imposto de renda": that is what people look for their salary's tax with, and the
  // salary calculator must come first for it.
  'imposto do cdb',
  'tabela regressiva',
]

export default keywords
