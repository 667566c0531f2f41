import { ModeTabs } from '@/components/form/mode-tabs.tsx'
import { useSharedValue } from '@/components/form/use-shared-field.ts'
import { useUrlMode } from '@/hooks/use-url-mode.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'

import { SALARY_MODES } from './salary-modes.ts'
import { NetTab } from './net-tab.tsx'

// Not the tab a page opens on: their forms load after the page (the JavaScript budget), a
// link's own tab at once.
const GrossTab = lazyComponent(
  () => import('./gross-tab.tsx').then((m) => ({ default: m.GrossTab })),
  SALARY_MODES.lazyTab('bruto'),
)
const ThirteenthTab = lazyComponent(
  () => import('./thirteenth-tab.tsx').then((m) => ({ default: m.ThirteenthTab })),
  SALARY_MODES.lazyTab('decimo-terceiro'),
)
const HourlyTab = lazyComponent(
  () => import('./hourly-tab.tsx').then((m) => ({ default: m.HourlyTab })),
  SALARY_MODES.lazyTab('hora'),
)

export default function SalaryCalculator() {
  const [mode, setMode] = useUrlMode(SALARY_MODES)
  // The gross salary typed on one tab, offered to the others.
  const shared = useSharedValue(mode)
  return (
    <ModeTabs
      label="O que calcular"
      mode={mode}
      onModeChange={setMode}
      tabs={[
        { value: 'liquido', label: 'Líquido', panel: <NetTab salary={shared('liquido')} /> },
        {
          value: 'bruto',
          // Four tabs share a phone's width: the full name is read, the short one is seen.
          label: (
            <>
              Bruto <span className="sr-only">a partir do líquido</span>
            </>
          ),
          panel: <GrossTab />,
        },
        {
          value: 'decimo-terceiro',
          label: '13º Salário',
          panel: <ThirteenthTab salary={shared('decimo-terceiro')} />,
        },
        { value: 'hora', label: 'Por Hora', panel: <HourlyTab salary={shared('hora')} /> },
      ]}
    />
  )
}
