import { describe, expect, it } from 'vitest'

import {
  CONSUMER_FINE_RULE,
  FORMER_LEGAL_RATE_RULE,
  LATE_PAYMENT_RULES,
  TAXA_LEGAL_RULE,
} from './late-payment-rules.ts'

describe('late payment rules', () => {
  it('cite a source and a start date each', () => {
    for (const rule of LATE_PAYMENT_RULES) {
      expect(rule.source.length).toBeGreaterThan(5)
      expect(rule.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(Number.isNaN(Date.parse(rule.effectiveFrom))).toBe(false)
    }
  })

  it('CDC art. 52 §1º: 2%; the 1% a.m. ends on 29/08/2024, the day before Lei 14.905/2024 took effect', () => {
    expect(CONSUMER_FINE_RULE.cap).toBe(0.02)
    expect(FORMER_LEGAL_RATE_RULE.monthlyRate).toBe(0.01)
    expect(FORMER_LEGAL_RATE_RULE.lastDay).toBe('2024-08-29')
    expect(TAXA_LEGAL_RULE.effectiveFrom).toBe('2024-08-30')
  })
})
