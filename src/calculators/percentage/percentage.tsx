import { ModeTabs } from '@/components/form/mode-tabs.tsx'
import { useSharedValue } from '@/components/form/use-shared-field.ts'
import { useUrlMode } from '@/hooks/use-url-mode.ts'

import { PERCENTAGE_TABS } from './percentage-form.ts'
import { ChangeTab } from './change-tab.tsx'
import { DecreaseTab } from './decrease-tab.tsx'
import { IncreaseTab } from './increase-tab.tsx'
import { OfTab } from './of-tab.tsx'

export default function PercentageCalculator() {
  const [tab, setTab] = useUrlMode(PERCENTAGE_TABS)
  // The value is the same question in the first three modes: typed once, offered to the others.
  const value = useSharedValue(tab)
  return (
    <ModeTabs
      label="Tipo de cálculo"
      mode={tab}
      onModeChange={setTab}
      tabs={[
        { value: 'de', label: '% de um valor', panel: <OfTab value={value('de')} /> },
        { value: 'aumento', label: 'Aumento', panel: <IncreaseTab value={value('aumento')} /> },
        { value: 'reducao', label: 'Redução', panel: <DecreaseTab value={value('reducao')} /> },
        { value: 'variacao', label: 'Variação', panel: <ChangeTab /> },
      ]}
    />
  )
}
