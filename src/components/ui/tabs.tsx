import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  use,
  useId,
  useMemo,
  useState,
} from 'react'

import { cn } from '@/utils/cn.ts'

/**
 * Tabs after the WAI-ARIA Authoring Practices "Tabs with automatic activation" pattern, with
 * the API of Radix Tabs (Tabs/TabsList/TabsTrigger/TabsContent, value/onValueChange,
 * forceMount). Radix Tabs and its roving-focus, collection and presence packages cost ~9 KB gzip
 * on every tabbed calculator page, against a 115 KB page budget; this does the same job
 * in well under 1 KB. Keyboard: ←/→ move and select, Home/End go to the ends; only the selected
 * tab is in the Tab order; the panel is focusable.
 */

type TabsContextValue = { value: string; select: (value: string) => void; baseId: string }

const TabsContext = createContext<TabsContextValue | null>(null)

function useTabs(): TabsContextValue {
  const context = use(TabsContext)
  if (!context) throw new Error('TabsTrigger and TabsContent must be inside <Tabs>.')
  return context
}

/** Values can hold characters ids cannot; ids only need to be unique within one Tabs. */
function idOf(baseId: string, kind: 'tab' | 'panel', value: string): string {
  return `${baseId}-${kind}-${value.replace(/[^\w-]/g, '_')}`
}

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
}

export function Tabs({ value, defaultValue, onValueChange, className, ...props }: TabsProps) {
  const [inner, setInner] = useState(defaultValue ?? '')
  const baseId = useId()
  const current = value ?? inner
  const context = useMemo(
    () => ({
      value: current,
      baseId,
      select: (next: string) => {
        if (value === undefined) setInner(next)
        onValueChange?.(next)
      },
    }),
    [baseId, current, onValueChange, value],
  )
  return (
    <TabsContext value={context}>
      <div data-slot="tabs" className={cn('flex flex-col gap-4', className)} {...props} />
    </TabsContext>
  )
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
}

/**
 * `plain` draws no background behind the tabs (tabs inside a tab). A variant, not an overriding
 * class: `bg-transparent` over `bg-muted` on one element would win by the stylesheet's order
 * alone (scripts/critical-css.mjs, `sameConditionPairs`).
 */
export function TabsList({
  className,
  plain = false,
  ...props
}: ComponentProps<'div'> & { plain?: boolean }) {
  return (
    <div
      role="tablist"
      data-slot="tabs-list"
      className={cn(
        'no-print flex w-full flex-wrap gap-1 rounded-xl p-1',
        !plain && 'bg-muted',
        className,
      )}
      {...props}
    />
  )
}

/** Arrow keys, Home and End move among the tabs of the same list and select (automatic activation). */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>): void {
  const move = MOVES[event.key]
  const list = event.currentTarget.parentElement
  if (!move || !list) return
  const tabs = Array.from(
    list.querySelectorAll<HTMLButtonElement>(':scope > [role="tab"]:not(:disabled)'),
  )
  const index = tabs.indexOf(event.currentTarget)
  if (index < 0) return
  event.preventDefault()
  const next = tabs[move(index, tabs.length)]
  next?.focus()
  next?.click()
}

type TabsTriggerProps = Omit<ComponentProps<'button'>, 'value'> & { value: string }

export function TabsTrigger({ value, className, onClick, onKeyDown, ...props }: TabsTriggerProps) {
  const tabs = useTabs()
  const selected = tabs.value === value
  return (
    <button
      type="button"
      role="tab"
      id={idOf(tabs.baseId, 'tab', value)}
      aria-selected={selected}
      aria-controls={idOf(tabs.baseId, 'panel', value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      data-slot="tabs-trigger"
      className={cn(
        'text-muted-foreground hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground min-h-11 flex-1 cursor-pointer rounded-lg px-3 py-2 text-sm font-medium transition-colors data-[state=active]:shadow-sm',
        className,
      )}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) tabs.select(value)
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event)
        if (!event.defaultPrevented) moveFocus(event)
      }}
      {...props}
    />
  )
}

type TabsContentProps = Omit<ComponentProps<'div'>, 'value'> & {
  value: string
  /** Keep the panel mounted while hidden (its form keeps what was typed). */
  forceMount?: boolean
}

export function TabsContent({
  value,
  forceMount = false,
  hidden,
  className,
  ...props
}: TabsContentProps) {
  const tabs = useTabs()
  const selected = tabs.value === value
  if (!selected && !forceMount) return null
  return (
    <div
      role="tabpanel"
      id={idOf(tabs.baseId, 'panel', value)}
      aria-labelledby={idOf(tabs.baseId, 'tab', value)}
      tabIndex={0}
      hidden={hidden ?? !selected}
      data-state={selected ? 'active' : 'inactive'}
      data-slot="tabs-content"
      // Focusable (Tab stops on it after the tab list), so its focus must show like any other.
      className={cn(
        'focus-visible:outline-ring rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4',
        className,
      )}
      {...props}
    />
  )
}
