// Applies the saved theme before first paint, so a dark-theme user never sees a light flash.
// The dev server loads it as a file; scripts/prerender.mjs inlines it into each page, with its
// hash in the Content-Security-Policy, so the first paint waits for no request.
// The key must match STORAGE_KEYS.theme in src/config/storage-keys.ts (a unit test checks).
;(() => {
  let theme = 'system'
  try {
    const stored = window.localStorage.getItem('calculator-ui-theme')
    if (stored === 'light' || stored === 'dark' || stored === 'system') theme = stored
  } catch {
    // Storage blocked (privacy mode, sandboxed frame): follow the system preference.
  }
  const dark =
    theme === 'dark' ||
    (theme === 'system' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-color-scheme: dark)').matches)
  const root = document.documentElement
  root.classList.toggle('dark', dark)
  root.style.colorScheme = dark ? 'dark' : 'light'
})()
