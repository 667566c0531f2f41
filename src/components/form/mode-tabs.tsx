import { isValidElement, type ReactNode, Suspense, useState } from 'react'

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx'

export type ModeTab<M extends string> = {
  /** The `modo` of the URL contract (docs/product.md); also the tab's value. */
  value: M
  label: ReactNode
  panel: ReactNode
}

type ModeTabsProps<M extends string> = {
  /** Names the tab list for screen readers ("Tipo de cálculo de combustível"). */
  label: string
  tabs: readonly ModeTab<M>[]
  mode: M
  onModeChange: (next: string) => void
  /** Tabs inside a tab (educacional's sub-tabs): outlined, so the two levels read apart. */
  nested?: boolean
}

/**
 * The one shape of a tabbed calculator: a tab per `modo`. A panel mounts the first time its tab
 * is shown and then stays mounted (hidden when not chosen), so it keeps what was typed and its
 * result; one never shown costs nothing, so a screen may load it lazily (`lazyComponent`) and keep
 * its code off the page's first load. The screen owns the mode through `useUrlMode`, so it can
 * react to a change (carry a salary over).
 */
/**
 * A tab about to be shown (a pointer over it, a touch, its focus) starts fetching its panel when
 * the panel is a `lazyComponent`, so it draws at once on the click; its formulas and cards follow
 * when it is shown (useCalculatorForm). A page opened on another tab fetches none of it.
 */
function prefetch(panel: ReactNode) {
  if (!isValidElement(panel) || typeof panel.type !== 'function' || !('load' in panel.type)) return
  const { load } = panel.type
  if (typeof load === 'function') void (load as () => Promise<unknown>)().catch(() => undefined)
}

export function ModeTabs<M extends string>({
  label,
  tabs,
  mode,
  onModeChange,
  nested = false,
}: ModeTabsProps<M>) {
  const [shown, setShown] = useState<ReadonlySet<M>>(() => new Set([mode]))
  // A link's mode arrives after hydration without a click: note it as shown during render.
  if (!shown.has(mode)) setShown(new Set([...shown, mode]))
  return (
    <Tabs value={mode} onValueChange={onModeChange}>
      <TabsList aria-label={label} plain={nested}>
        {tabs.map((tab) => (
          <TabsTrigger
            key={tab.value}
            value={tab.value}
            onPointerEnter={() => prefetch(tab.panel)}
            onTouchStart={() => prefetch(tab.panel)}
            onFocus={() => prefetch(tab.panel)}
            className={nested ? 'data-[state=active]:border-primary border' : undefined}
          >
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} forceMount hidden={tab.value !== mode}>
          {shown.has(tab.value) ? <Suspense fallback={null}>{tab.panel}</Suspense> : null}
        </TabsContent>
      ))}
    </Tabs>
  )
}
