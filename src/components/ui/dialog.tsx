import * as DialogPrimitive from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { type ComponentProps, useLayoutEffect, useRef } from 'react'

import { cn } from '@/utils/cn.ts'

export const Dialog = DialogPrimitive.Root
export const DialogTitle = DialogPrimitive.Title
export const DialogDescription = DialogPrimitive.Description

export function DialogContent({
  className,
  children,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  // Radix gives focus back to a Dialog.Trigger; ours open from links and the address (?calc=), so
  // without this focus fell to <body> on close. Read before Radix moves focus into the dialog.
  const opener = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    const active = document.activeElement
    if (active instanceof HTMLElement && active !== document.body) opener.current = active
  }, [])
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className="dialog-overlay fixed inset-0 z-50 bg-slate-950/60"
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'dialog-content bg-background text-foreground fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl border shadow-xl outline-none',
          'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
          className,
        )}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event)
          const target = opener.current
          if (event.defaultPrevented || !target?.isConnected) return
          event.preventDefault()
          target.focus({ preventScroll: true })
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="text-muted-foreground hover:bg-muted hover:text-foreground absolute top-2 right-2 inline-flex size-11 cursor-pointer items-center justify-center rounded-lg"
          aria-label="Fechar"
        >
          <X aria-hidden className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}
