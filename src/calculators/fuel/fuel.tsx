import { ModeTabs } from '@/components/form/mode-tabs.tsx'
import { useSharedValue } from '@/components/form/use-shared-field.ts'
import { useUrlMode } from '@/hooks/use-url-mode.ts'

import { FUEL_MODES } from './fuel-modes.ts'
import { CompareTab } from './compare-tab.tsx'
import { ConsumptionTab } from './consumption-tab.tsx'
import { TripTab } from './trip-tab.tsx'

export default function FuelCalculator() {
  const [mode, setMode] = useUrlMode(FUEL_MODES)
  // Viagem and Comparar ask the same two pump prices and the car's km/L on gasoline. Consumo's
  // distance and price are another question (a trip made, any fuel): not carried.
  const gasoline = useSharedValue(mode)
  const ethanol = useSharedValue(mode)
  const kmPerLiter = useSharedValue(mode)
  const sharedOf = (tab: 'viagem' | 'comparar') => ({
    gasoline: gasoline(tab),
    ethanol: ethanol(tab),
    kmPerLiter: kmPerLiter(tab),
  })
  return (
    <ModeTabs
      label="Tipo de cálculo de combustível"
      mode={mode}
      onModeChange={setMode}
      tabs={[
        { value: 'consumo', label: 'Consumo', panel: <ConsumptionTab /> },
        { value: 'viagem', label: 'Viagem', panel: <TripTab shared={sharedOf('viagem')} /> },
        {
          value: 'comparar',
          label: 'Comparar',
          panel: <CompareTab shared={sharedOf('comparar')} />,
        },
      ]}
    />
  )
}
