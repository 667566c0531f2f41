import { createContext, useContext } from 'react'

export type ToastVariant = 'default' | 'destructive'

export type ToastOptions = { title: string; description?: string; variant?: ToastVariant }

export type ToastItem = ToastOptions & { id: number }

export const ToastContext = createContext<((toast: ToastOptions) => void) | null>(null)

export function useToast(): (toast: ToastOptions) => void {
  const toast = useContext(ToastContext)
  if (!toast)
    throw new Error(
      'useToast must be used within a ToastProvider (src/providers/toast-provider.tsx).',
    )
  return toast
}
