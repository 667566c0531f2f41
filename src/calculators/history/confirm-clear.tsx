import * as DialogPrimitive from '@radix-ui/react-dialog'
import { Trash2 } from 'lucide-react'
import { useRef, useState } from 'react'

import { Button } from '@/components/ui/button.tsx'

type ConfirmClearProps = {
  count: number
  onConfirm: () => void
  /** Where focus goes once the list is gone (the trigger is then disabled). */
  focusAfterClear: () => void
}

/**
 * "Limpar histórico" asks first: clearing cannot be undone. An alert dialog (Radix, stacked over
 * the history's own dialog) whose safe choice, Cancelar, has the focus.
 */
export function ConfirmClear({ count, onConfirm, focusAfterClear }: ConfirmClearProps) {
  const [open, setOpen] = useState(false)
  const cleared = useRef(false)
  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (next) cleared.current = false
        setOpen(next)
      }}
    >
      <DialogPrimitive.Trigger asChild>
        <Button variant="outline" disabled={count === 0}>
          <Trash2 aria-hidden />
          Limpar histórico
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="dialog-overlay fixed inset-0 z-50 bg-slate-950/60" />
        <DialogPrimitive.Content
          role="alertdialog"
          className="dialog-content bg-background text-foreground fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl border p-5 shadow-xl outline-none"
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            const content = event.currentTarget
            if (content instanceof HTMLElement)
              content.querySelector<HTMLElement>('[data-cancel]')?.focus()
          }}
          onCloseAutoFocus={(event) => {
            if (!cleared.current) return
            event.preventDefault()
            focusAfterClear()
          }}
        >
          <DialogPrimitive.Title className="text-lg font-semibold">
            Limpar o histórico?
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="text-muted-foreground mt-2 text-sm">
            {count === 1
              ? 'O cálculo guardado neste navegador será apagado.'
              : `Os ${count} cálculos guardados neste navegador serão apagados.`}{' '}
            Não é possível desfazer.
          </DialogPrimitive.Description>
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogPrimitive.Close asChild>
              <Button variant="outline" data-cancel>
                Cancelar
              </Button>
            </DialogPrimitive.Close>
            <Button
              variant="destructive"
              onClick={() => {
                cleared.current = true
                onConfirm()
                setOpen(false)
              }}
            >
              Apagar histórico
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
