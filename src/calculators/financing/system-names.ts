import type { AmortizationSystem } from '@/lib/core/amortization.ts'

export const SYSTEM_NAMES: Record<AmortizationSystem, string> = {
  price: 'Tabela Price',
  sac: 'SAC',
}
