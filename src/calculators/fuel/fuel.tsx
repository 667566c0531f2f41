import { ModeTabs } from '@/components/form/mode-tabs.tsx'
import { useUrlMode } from '@/hooks/use-url-mode.ts'

import { FUEL_MODES } from './fuel-modes.ts'
import { CompareTab } from './compare-tab.tsx'
import { ConsumptionTab } from './consumption-tab.tsx'
import { TripTab } from './trip-tab.tsx'

export default function FuelCalculator() {
  const [mode, setMode] = useUrlMode(FUEL_MODES)
  return (
    <ModeTabs
      label="Tipo de cálculo de combustível"
      mode={mode}
      onModeChange={setMode}
      tabs={[
        { value: 'consumo', label: 'Consumo', panel: <ConsumptionTab /> },
        { value: 'viagem', label: 'Viagem', panel: <TripTab /> },
        { value: 'comparar', label: 'Comparar', panel: <CompareTab /> },
      ]}
    />
  )
}
