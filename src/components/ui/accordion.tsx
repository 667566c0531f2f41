import { ChevronDown } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'

import { cn } from '@/utils/cn.ts'

// Native <details>/<summary>: accessible disclosure with no JavaScript, and the content stays in
// the HTML (searchable with Ctrl+F, present in a prerendered page).

export function Accordion({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="accordion"
      className={cn('bg-card divide-y overflow-hidden rounded-2xl border shadow-sm', className)}
      {...props}
    />
  )
}

type AccordionItemProps = Omit<ComponentProps<'details'>, 'title'> & {
  title: ReactNode
  icon?: ReactNode
}

export function AccordionItem({ title, icon, children, className, ...props }: AccordionItemProps) {
  return (
    <details data-slot="accordion-item" className={cn('group', className)} {...props}>
      <summary className="hover:bg-muted/60 flex min-h-14 cursor-pointer list-none items-center gap-3 px-4 py-3 font-semibold select-none focus-visible:-outline-offset-2 sm:px-5 [&::-webkit-details-marker]:hidden">
        {icon}
        <span className="flex-1">{title}</span>
        <ChevronDown
          aria-hidden
          className="text-muted-foreground size-5 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="text-muted-foreground space-y-3 px-4 pb-5 leading-relaxed sm:px-5">
        {children}
      </div>
    </details>
  )
}
