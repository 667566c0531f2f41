import { STORAGE_KEYS } from '@/config/storage-keys.ts'

export const THEMES = ['light', 'dark', 'system'] as const
export type Theme = (typeof THEMES)[number]
export type ResolvedTheme = Exclude<Theme, 'system'>

export const DEFAULT_THEME: Theme = 'system'

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value)
}

function readStored(): Theme {
  try {
    const value = window.localStorage.getItem(STORAGE_KEYS.theme)
    return isTheme(value) ? value : DEFAULT_THEME
  } catch {
    // Blocked storage throws on access; the site still works, it just won't remember.
    return DEFAULT_THEME
  }
}

function writeStored(theme: Theme): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.theme, theme)
  } catch {
    // Same as above: the choice holds for this visit only.
  }
}

export type ThemeStore = {
  subscribe: (onChange: () => void) => () => void
  getSnapshot: () => Theme
  set: (theme: Theme) => void
}

/**
 * The chosen theme as an external store, read lazily (never during a server render) and kept in
 * memory so a choice still applies when storage refuses to save it. Other tabs' choices arrive
 * through the `storage` event.
 */
export function createThemeStore(): ThemeStore {
  let current: Theme | undefined
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((l) => l())

  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.theme) return
    current = readStored()
    notify()
  }

  return {
    subscribe(onChange) {
      listeners.add(onChange)
      if (listeners.size === 1) window.addEventListener('storage', onStorage)
      return () => {
        listeners.delete(onChange)
        if (listeners.size === 0) window.removeEventListener('storage', onStorage)
      }
    },
    getSnapshot() {
      current ??= readStored()
      return current
    },
    set(theme) {
      current = theme
      writeStored(theme)
      notify()
    },
  }
}

const DARK_QUERY = '(prefers-color-scheme: dark)'

export function subscribeSystemDark(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {}
  const query = window.matchMedia(DARK_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

export function getSystemDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches
}

/** What is on screen for a choice: sistema follows the device. */
export function resolveTheme(theme: Theme, systemDark: boolean): ResolvedTheme {
  return theme === 'system' ? (systemDark ? 'dark' : 'light') : theme
}
