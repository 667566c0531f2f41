import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { ThemeSwitcher } from '@/components/theme-switcher.tsx'
import { STORAGE_KEYS } from '@/config/storage-keys.ts'
import { useTheme } from '@/hooks/use-theme.ts'

import { ThemeProvider } from './theme-provider.tsx'

type Listener = (event: { matches: boolean }) => void

/** jsdom has no matchMedia: a controllable stand-in for the dark-mode preference. */
function mockDarkPreference(initial: boolean) {
  let matches = initial
  const listeners = new Set<Listener>()
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('dark') ? matches : false
    },
    media: query,
    addEventListener: (_: string, l: Listener) => listeners.add(l),
    removeEventListener: (_: string, l: Listener) => listeners.delete(l),
  }))
  return (next: boolean) => {
    matches = next
    listeners.forEach((l) => l({ matches: next }))
  }
}

function renderSwitcher() {
  return render(
    <ThemeProvider>
      <ThemeSwitcher />
    </ThemeProvider>,
  )
}

const isDark = () => document.documentElement.classList.contains('dark')

describe('ThemeProvider', () => {
  beforeEach(() => {
    window.localStorage.clear()
    document.documentElement.className = ''
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('defaults to sistema and follows the device preference live', async () => {
    const setDark = mockDarkPreference(false)
    renderSwitcher()
    expect(screen.getByRole('button', { name: 'Tema do sistema' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(isDark()).toBe(false)

    const { act } = await import('react')
    act(() => setDark(true))
    expect(isDark()).toBe(true)
  })

  it('falls back to sistema when storage holds garbage', () => {
    mockDarkPreference(false)
    window.localStorage.setItem(STORAGE_KEYS.theme, '"dark"; drop table')
    renderSwitcher()
    expect(screen.getByRole('button', { name: 'Tema do sistema' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  it('applies a stored choice and saves a new one', async () => {
    const user = userEvent.setup()
    mockDarkPreference(false)
    window.localStorage.setItem(STORAGE_KEYS.theme, 'dark')
    renderSwitcher()
    expect(isDark()).toBe(true)

    await user.click(screen.getByRole('button', { name: 'Tema claro' }))
    expect(isDark()).toBe(false)
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('light')
    expect(screen.getByRole('button', { name: 'Tema claro' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  it('works without error when storage is blocked', async () => {
    const user = userEvent.setup()
    mockDarkPreference(false)
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked)

    renderSwitcher()
    expect(screen.getByRole('button', { name: 'Tema do sistema' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await user.click(screen.getByRole('button', { name: 'Tema escuro' }))
    expect(isDark()).toBe(true)
  })

  it('useTheme outside the provider throws a clear error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    function Orphan() {
      useTheme()
      return null
    }
    expect(() => render(<Orphan />)).toThrow(/useTheme must be used within a ThemeProvider/)
  })
})
