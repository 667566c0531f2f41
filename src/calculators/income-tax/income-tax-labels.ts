/** What the balance of the return is called: a refund, a tax to pay, or neither. */
export function balanceLabel(balance: number): string {
  if (balance < 0) return 'Imposto a restituir'
  return balance > 0 ? 'Imposto a pagar' : 'Nada a pagar nem a restituir'
}

export const modelName = (model: 'simplificado' | 'completo') =>
  model === 'simplificado' ? 'declaração simplificada' : 'declaração completa'
