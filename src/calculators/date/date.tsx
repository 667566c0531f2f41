import { useEffect, useState } from 'react'

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx'

import { AddBusinessDaysTab } from './add-business-days-tab.tsx'
import { DifferenceTab } from './difference-tab.tsx'

const MODES = ['diferenca', 'adicionar'] as const
type Mode = (typeof MODES)[number]

const isMode = (value: string | null): value is Mode =>
  (MODES as readonly (string | null)[]).includes(value)

export default function DateCalculator() {
  const [tab, setTab] = useState<Mode>('diferenca')

  // The tab of a shared link; read after mount because pages are prerendered without a query.
  useEffect(() => {
    const modo = new URLSearchParams(window.location.search).get('modo')
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (isMode(modo)) setTab(modo)
  }, [])

  return (
    <Tabs value={tab} onValueChange={(next) => isMode(next) && setTab(next)}>
      <TabsList aria-label="Tipo de cálculo com datas">
        <TabsTrigger value="diferenca">Diferença</TabsTrigger>
        <TabsTrigger value="adicionar">Adicionar dias úteis</TabsTrigger>
      </TabsList>
      {/* Both stay mounted so each keeps its inputs and result while the other tab is open. */}
      <TabsContent value="diferenca" forceMount hidden={tab !== 'diferenca'}>
        <DifferenceTab />
      </TabsContent>
      <TabsContent value="adicionar" forceMount hidden={tab !== 'adicionar'}>
        <AddBusinessDaysTab />
      </TabsContent>
    </Tabs>
  )
}
