import { ModeTabs } from '@/components/form/mode-tabs.tsx'
import { useUrlMode } from '@/hooks/use-url-mode.ts'

import { DATE_MODES } from './date-modes.ts'
import { AddBusinessDaysTab } from './add-business-days-tab.tsx'
import { DifferenceTab } from './difference-tab.tsx'

export default function DateCalculator() {
  const [mode, setMode] = useUrlMode(DATE_MODES)
  return (
    <ModeTabs
      label="Tipo de cálculo com datas"
      mode={mode}
      onModeChange={setMode}
      tabs={[
        { value: 'diferenca', label: 'Diferença', panel: <DifferenceTab /> },
        { value: 'adicionar', label: 'Adicionar dias úteis', panel: <AddBusinessDaysTab /> },
      ]}
    />
  )
}
