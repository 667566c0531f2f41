import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'

/** How long a key stays highlighted after it is pressed, in ms. */
const FLASH_MS = 160

function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  )
}

function isOtherControl(target: EventTarget | null, keypad: HTMLElement | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  const control = target.closest('button, a, [role="tab"], [role="switch"], summary')
  return control !== null && !keypad?.contains(control)
}

/**
 * The physical keyboard for a keypad, while it is mounted: keydown is heard on the window (in the
 * capture phase, so a key the keypad uses — Escape with something to clear — does not also close
 * the home modal) and translated by `translate` into a keypad key. Typing in a field, shortcuts
 * with Ctrl/Alt/⌘, and Enter or Space on another button or link are left alone. `press` returns
 * false when the key did nothing, so the browser keeps its default (Escape then closes a dialog).
 * Returns the key to highlight and a `flash` for clicks.
 */
export function useKeypadKeys<K extends string>(
  translate: (key: string) => K | null,
  press: (key: K) => boolean,
) {
  const keypad = useRef<HTMLDivElement>(null)
  const [lit, setLit] = useState<K | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const latest = useRef({ translate, press })
  useLayoutEffect(() => {
    latest.current = { translate, press }
  })

  const flash = useCallback((key: K) => {
    setLit(key)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setLit(null), FLASH_MS)
  }, [])

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented) return
      if (isTextEntry(event.target)) return
      if (
        (event.key === 'Enter' || event.key === ' ') &&
        isOtherControl(event.target, keypad.current)
      )
        return
      const key = latest.current.translate(event.key)
      if (key === null) return
      if (!latest.current.press(key)) return
      // Enter on a focused keypad button must not also click it; "/" must not open quick find.
      event.preventDefault()
      event.stopPropagation()
      flash(key)
    }
    window.addEventListener('keydown', onKeyDown, { capture: true })
    return () => {
      window.removeEventListener('keydown', onKeyDown, { capture: true })
      clearTimeout(timer.current)
    }
  }, [flash])

  return { keypad, lit, flash }
}
