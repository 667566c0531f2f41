import { ModeTabs } from '@/components/form/mode-tabs.tsx'
import { useUrlMode } from '@/hooks/use-url-mode.ts'

import { OvertimeTab } from './overtime-tab.tsx'
import { SeveranceTab } from './severance-tab.tsx'

export default function LaborCalculator() {
  const [mode, setMode] = useUrlMode(['rescisao', 'horas-extras'], 'rescisao')
  return (
    <ModeTabs
      label="O que calcular"
      mode={mode}
      onModeChange={setMode}
      tabs={[
        { value: 'rescisao', label: 'Rescisão', panel: <SeveranceTab /> },
        { value: 'horas-extras', label: 'Horas Extras', panel: <OvertimeTab /> },
      ]}
    />
  )
}
