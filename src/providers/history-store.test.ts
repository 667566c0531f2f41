import {
  addHistoryEntry,
  clearHistory,
  HISTORY_KEY,
  HISTORY_LIMIT,
  historyAvailable,
  isHistoryEnabled,
  readHistory,
  setHistoryEnabled,
} from './history-store.ts'

const entry = (n: number) => ({
  id: 'bmi',
  inputs: `${n} cm`,
  result: `IMC ${n}`,
  href: `/calculadora-imc?altura=${n}`,
  at: n,
})

describe('history store (docs/decisions.md §6)', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.restoreAllMocks())

  it('keeps the last 20, newest first', () => {
    for (let n = 1; n <= 25; n++) addHistoryEntry(entry(n))
    const history = readHistory()
    expect(history).toHaveLength(HISTORY_LIMIT)
    expect(history[0]?.at).toBe(25)
  })

  it('moves a repeated link to the top instead of duplicating it', () => {
    addHistoryEntry(entry(1))
    addHistoryEntry(entry(2))
    addHistoryEntry({ ...entry(1), at: 3 })
    expect(readHistory().map((e) => e.at)).toEqual([3, 2])
  })

  it('stops recording when switched off, and clears', () => {
    setHistoryEnabled(false)
    expect(isHistoryEnabled()).toBe(false)
    addHistoryEntry(entry(1))
    expect(readHistory()).toEqual([])
    setHistoryEnabled(true)
    addHistoryEntry(entry(1))
    clearHistory()
    expect(readHistory()).toEqual([])
  })

  it('drops garbage and unsafe links from storage', () => {
    localStorage.setItem(
      HISTORY_KEY,
      JSON.stringify([entry(1), { id: 1 }, { ...entry(2), href: '//evil.test' }, 'x']),
    )
    expect(readHistory()).toHaveLength(1)
    localStorage.setItem(HISTORY_KEY, '{not json')
    expect(readHistory()).toEqual([])
  })

  it('degrades to no history when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked')
    })
    expect(historyAvailable()).toBe(false)
    expect(readHistory()).toEqual([])
    expect(isHistoryEnabled()).toBe(false)
    expect(() => addHistoryEntry(entry(1))).not.toThrow()
    expect(() => setHistoryEnabled(true)).not.toThrow()
  })
})
