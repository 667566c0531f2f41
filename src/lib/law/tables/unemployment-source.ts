/** Where every year's seguro-desemprego bands come from (docs/legal/unemployment.md). */
export const UNEMPLOYMENT_SOURCE =
  'Lei 7.998/1990, art. 5º; Res. CODEFAT 957/2022, arts. 17 e 19 (tabela do MTE)'
