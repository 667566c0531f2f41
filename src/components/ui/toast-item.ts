export type ToastVariant = 'default' | 'destructive'

export type ToastOptions = { title: string; description?: string; variant?: ToastVariant }

/** A toast on screen: what was asked for, with the id the toaster dismisses it by. */
export type ToastItem = ToastOptions & { id: number }
