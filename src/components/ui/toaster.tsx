import { createPortal } from 'react-dom'

import type { ToastItem } from './toast-item.ts'

import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastRadixProvider,
  ToastTitle,
  ToastViewport,
} from './toast.tsx'

type ToasterProps = { toasts: readonly ToastItem[]; onDismiss: (id: number) => void }

/**
 * Loaded lazily on the first toast, so only ever rendered in the browser. Portalled to <body> so
 * it stays outside the part of the page a modal dialog hides from assistive technology.
 */
export default function Toaster({ toasts, onDismiss }: ToasterProps) {
  return createPortal(
    <ToastRadixProvider label="Notificação" duration={5000} swipeDirection="right">
      {toasts.map((t) => (
        <Toast
          key={t.id}
          variant={t.variant ?? 'default'}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onDismiss(t.id)
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{t.title}</ToastTitle>
            {t.description && <ToastDescription>{t.description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastRadixProvider>,
    document.body,
  )
}
