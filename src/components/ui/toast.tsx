import * as ToastPrimitive from '@radix-ui/react-toast'
import { X } from 'lucide-react'
import type { ComponentProps } from 'react'

import { cn } from '@/utils/cn.ts'

export const ToastRadixProvider = ToastPrimitive.Provider

export function ToastViewport({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      // pointer-events-auto: an open modal sets pointer-events:none on <body>.
      className={cn(
        'pointer-events-auto fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-sm',
        className,
      )}
      {...props}
    />
  )
}

const variants = {
  default: 'border bg-card text-card-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
} as const

export function Toast({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & { variant?: keyof typeof variants }) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      className={cn(
        'toast-root relative flex w-full items-start gap-3 rounded-xl p-4 pr-12 shadow-lg',
        variants[variant],
        className,
      )}
      {...props}
    />
  )
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('font-semibold', className)} {...props} />
}

export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      className={cn(
        'absolute top-1 right-1 inline-flex size-11 cursor-pointer items-center justify-center rounded-lg opacity-80 hover:opacity-100',
        className,
      )}
      aria-label="Fechar aviso"
      {...props}
    >
      <X aria-hidden className="size-4" />
    </ToastPrimitive.Close>
  )
}
