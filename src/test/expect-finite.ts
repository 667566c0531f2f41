import { expect } from 'vitest'

/**
 * Asserts that every number inside a result (nested objects and arrays included) is finite:
 * the library's promise that NaN and Infinity never reach the screen.
 */
export function expectAllFinite(value: unknown, path = 'result'): void {
  if (typeof value === 'number') {
    expect(Number.isFinite(value), `${path} is ${value}`).toBe(true)
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => expectAllFinite(item, `${path}[${i}]`))
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) expectAllFinite(item, `${path}.${key}`)
  }
}
