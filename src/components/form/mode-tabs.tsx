import type { ReactNode } from 'react'

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
}

/**
 * The one shape of a tabbed calculator: a tab per `modo`, every panel kept mounted (hidden when
 * not chosen) so each keeps what was typed and its result, and reads its own link. The screen
 * owns the mode through `useUrlMode`, so it can react to a change (carry a salary over).
 */
export function ModeTabs<M extends string>({ label, tabs, mode, onModeChange }: ModeTabsProps<M>) {
  return (
    <Tabs value={mode} onValueChange={onModeChange}>
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} forceMount hidden={tab.value !== mode}>
          {tab.panel}
        </TabsContent>
      ))}
    </Tabs>
  )
}
