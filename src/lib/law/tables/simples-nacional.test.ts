import { describe, expect, it } from 'vitest'

import { D } from '../../core/money.ts'
import {
  SIMPLES_ANNEXES,
  SIMPLES_EFFECTIVE_FROM,
  SIMPLES_RBT12_LIMIT,
  SIMPLES_SOURCE,
  SIMPLES_TABLES,
} from './simples-nacional.ts'

describe('Simples Nacional Anexos (LC 123/2006, LC 155/2016 wording)', () => {
  it('cites its law', () => {
    expect(SIMPLES_SOURCE).toContain('LC 123/2006')
    expect(SIMPLES_SOURCE).toContain('LC 155/2016')
    expect(SIMPLES_EFFECTIVE_FROM).toBe('2018-01-01')
    expect(SIMPLES_RBT12_LIMIT).toBe(4_800_000)
  })

  it.each(SIMPLES_ANNEXES)('Anexo %i has six bands up to 4.8 million', (annex) => {
    expect(SIMPLES_TABLES[annex].map((b) => b.upTo)).toEqual([
      180_000, 360_000, 720_000, 1_800_000, 3_600_000, 4_800_000,
    ])
    expect(SIMPLES_TABLES[annex][0]?.deduction).toBe(0)
  })

  // LC 123 sets each parcela a deduzir so the tax on the RBT12 joins at the band limits up to
  // 3,6 million; the 6th band is lower because ICMS/ISS leave the DAS above the sublimit
  // (art. 13-A), so the join at 3,6 million is deliberately broken.
  it.each(SIMPLES_ANNEXES)('Anexo %i is continuous at the band limits up to 3.6M', (annex) => {
    const bands = SIMPLES_TABLES[annex]
    for (let i = 0; i < bands.length - 2; i++) {
      const [a, b] = [bands[i]!, bands[i + 1]!]
      const left = new D(a.upTo).times(a.rate).minus(a.deduction)
      const right = new D(a.upTo).times(b.rate).minus(b.deduction)
      expect(left.toNumber()).toBe(right.toNumber())
    }
    const [fifth, sixth] = [bands[4]!, bands[5]!]
    const atSublimit = (b: typeof fifth) => new D(3_600_000).times(b.rate).minus(b.deduction)
    expect(atSublimit(sixth).lt(atSublimit(fifth))).toBe(true)
  })

  it.each([
    [1, 4, 19, 378000],
    [2, 4.5, 30, 720000],
    [3, 6, 33, 648000],
    [4, 4.5, 33, 828000],
    [5, 15.5, 30.5, 540000],
  ] as const)('Anexo %i: 1st band %s%%, 6th band %s%% − %s', (annex, first, sixth, pd) => {
    const bands = SIMPLES_TABLES[annex]
    expect(new D(bands[0]!.rate).times(100).toNumber()).toBe(first)
    expect(new D(bands[5]!.rate).times(100).toNumber()).toBe(sixth)
    expect(bands[5]!.deduction).toBe(pd)
  })
})
