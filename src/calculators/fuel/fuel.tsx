import { useEffect, useState } from 'react'

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx'

import { CompareTab } from './compare-tab.tsx'
import { ConsumptionTab } from './consumption-tab.tsx'
import { TripTab } from './trip-tab.tsx'

const MODES = ['consumo', 'viagem', 'comparar'] as const
type Mode = (typeof MODES)[number]

const isMode = (value: string | null): value is Mode =>
  (MODES as readonly (string | null)[]).includes(value)

export default function FuelCalculator() {
  const [tab, setTab] = useState<Mode>('consumo')

  // The tab of a shared link; read after mount because pages are prerendered without a query.
  useEffect(() => {
    const modo = new URLSearchParams(window.location.search).get('modo')
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (isMode(modo)) setTab(modo)
  }, [])

  return (
    <Tabs value={tab} onValueChange={(next) => isMode(next) && setTab(next)}>
      <TabsList aria-label="Tipo de cálculo de combustível">
        <TabsTrigger value="consumo">Consumo</TabsTrigger>
        <TabsTrigger value="viagem">Viagem</TabsTrigger>
        <TabsTrigger value="comparar">Comparar</TabsTrigger>
      </TabsList>
      {/* All stay mounted so each keeps its inputs and result, and reads its own link. */}
      <TabsContent value="consumo" forceMount hidden={tab !== 'consumo'}>
        <ConsumptionTab />
      </TabsContent>
      <TabsContent value="viagem" forceMount hidden={tab !== 'viagem'}>
        <TripTab />
      </TabsContent>
      <TabsContent value="comparar" forceMount hidden={tab !== 'comparar'}>
        <CompareTab />
      </TabsContent>
    </Tabs>
  )
}
