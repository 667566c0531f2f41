import { ModeTabs } from '@/components/form/mode-tabs.tsx'
import { useSharedValue } from '@/components/form/use-shared-field.ts'
import { useUrlMode } from '@/hooks/use-url-mode.ts'

import { lazyComponent } from '@/utils/lazy-module-component.ts'

import { LABOR_MODES } from './labor-modes.ts'
import { SeveranceTab } from './severance-tab.tsx'

// Not the tab a page opens on: its form loads after the page (the JavaScript budget), at once
// for a link to it.
const OvertimeTab = lazyComponent(
  () => import('./overtime-tab.tsx').then((m) => ({ default: m.OvertimeTab })),
  LABOR_MODES.lazyTab('horas-extras'),
)

export default function LaborCalculator() {
  const [mode, setMode] = useUrlMode(LABOR_MODES)
  // Both tabs ask the monthly salary: typed on one, offered to the other.
  const salary = useSharedValue(mode)
  return (
    <ModeTabs
      label="O que calcular"
      mode={mode}
      onModeChange={setMode}
      tabs={[
        {
          value: 'rescisao',
          label: 'Rescisão',
          panel: <SeveranceTab salary={salary('rescisao')} />,
        },
        {
          value: 'horas-extras',
          label: 'Horas Extras',
          panel: <OvertimeTab salary={salary('horas-extras')} />,
        },
      ]}
    />
  )
}
