import { createContext, useContext } from 'react'

import type { ToastOptions } from '@/components/ui/toast-item.ts'

export const ToastContext = createContext<((toast: ToastOptions) => void) | null>(null)

export function useToast(): (toast: ToastOptions) => void {
  const toast = useContext(ToastContext)
  if (!toast)
    throw new Error(
      'useToast must be used within a ToastProvider (src/providers/toast-provider.tsx).',
    )
  return toast
}
