import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react'

import { loadToaster } from '@/components/ui/load-toaster.ts'
import type { ToastItem, ToastOptions } from '@/components/ui/toast-item.ts'

import { ToastContext } from './toast-context.ts'

// Radix Toast only loads on the first toast (the first share): the home page never pays for it.
const Toaster = lazy(loadToaster)

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([])
  // Stays mounted after the first toast so the closing animation and later toasts need no reload.
  const [mounted, setMounted] = useState(false)
  const nextId = useRef(0)

  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1
    const id = nextId.current
    // One at a time: a second share replaces the first message instead of stacking.
    setToasts([{ ...options, id }])
    setMounted(true)
  }, [])

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((t) => t.id !== id))
  }, [])

  return (
    <ToastContext value={toast}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <Toaster toasts={toasts} onDismiss={dismiss} />
        </Suspense>
      )}
    </ToastContext>
  )
}
