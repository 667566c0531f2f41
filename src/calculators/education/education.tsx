import { useState } from 'react'

import { ModeTabs } from '@/components/form/mode-tabs.tsx'
import { useUrlMode } from '@/hooks/use-url-mode.ts'
import { lazyComponent } from '@/utils/lazy-module-component.ts'

import { EDUCATION_MODES } from './education-modes.ts'
import { AveragesTab } from './averages-tab.tsx'

// Not the tab a page opens on: their forms load when their tab is shown or about to be (the
// whole-page JavaScript budget), a link's own tab at once.
const NeededGradeTab = lazyComponent(
  () => import('./needed-grade-tab.tsx').then((m) => ({ default: m.NeededGradeTab })),
  EDUCATION_MODES.lazyTab('nota-necessaria'),
)
const RuleOfThreeTab = lazyComponent(
  () => import('./rule-of-three-tab.tsx').then((m) => ({ default: m.RuleOfThreeTab })),
  EDUCATION_MODES.lazyTab('regra-de-tres'),
)
const PercentOfTotalTab = lazyComponent(
  () => import('./percent-of-total-tab.tsx').then((m) => ({ default: m.PercentOfTotalTab })),
  EDUCATION_MODES.lazyTab('porcentagem'),
)

type Mode = (typeof EDUCATION_MODES.values)[number]
const GROUPS = ['medias', 'regra'] as const
type Group = (typeof GROUPS)[number]

const groupOf = (mode: Mode): Group =>
  mode === 'medias' || mode === 'nota-necessaria' ? 'medias' : 'regra'

/**
 * Two tabs with two sub-tabs each; every sub-tab is one `modo` of the URL contract and mounts
 * its own form when shown, so a link opens on its sub-tab and computes there. A group returns to
 * the sub-tab it last showed.
 */
export default function EducationCalculator() {
  const [mode, setMode] = useUrlMode(EDUCATION_MODES)
  const [lastOf, setLastOf] = useState<Record<Group, Mode>>({
    medias: 'medias',
    regra: 'regra-de-tres',
  })
  // The sub-tab shown is its group's last one, also when a link opened it rather than a click.
  const last = { ...lastOf, [groupOf(mode)]: mode }

  function choose(next: string) {
    const chosen = EDUCATION_MODES.values.find((m) => m === next)
    if (chosen === undefined) return
    setMode(chosen)
    setLastOf({ ...last, [groupOf(chosen)]: chosen })
  }

  function chooseGroup(next: string) {
    const group = GROUPS.find((g) => g === next)
    if (group !== undefined) choose(last[group])
  }

  return (
    <ModeTabs
      label="Tipo de cálculo"
      mode={groupOf(mode)}
      onModeChange={chooseGroup}
      tabs={[
        {
          value: 'medias',
          label: 'Médias',
          panel: (
            <ModeTabs
              nested
              label="Médias"
              mode={mode}
              onModeChange={choose}
              tabs={[
                { value: 'medias', label: 'Calcular média', panel: <AveragesTab /> },
                { value: 'nota-necessaria', label: 'Nota necessária', panel: <NeededGradeTab /> },
              ]}
            />
          ),
        },
        {
          value: 'regra',
          label: 'Regra de Três',
          panel: (
            <ModeTabs
              nested
              label="Regra de Três"
              mode={mode}
              onModeChange={choose}
              tabs={[
                {
                  value: 'regra-de-tres',
                  label: 'Regra de três simples',
                  panel: <RuleOfThreeTab />,
                },
                {
                  value: 'porcentagem',
                  label: 'Porcentagem do total',
                  panel: <PercentOfTotalTab />,
                },
              ]}
            />
          ),
        },
      ]}
    />
  )
}
