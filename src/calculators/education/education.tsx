import { useState } from 'react'

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx'
import { useUrlMode } from '@/hooks/use-url-mode.ts'

import { AveragesTab } from './averages-tab.tsx'
import { NeededGradeTab } from './needed-grade-tab.tsx'
import { PercentOfTotalTab } from './percent-of-total-tab.tsx'
import { RuleOfThreeTab } from './rule-of-three-tab.tsx'

const MODES = ['medias', 'nota-necessaria', 'regra-de-tres', 'porcentagem'] as const
type Mode = (typeof MODES)[number]
type Group = 'medias' | 'regra'

const groupOf = (mode: Mode): Group =>
  mode === 'medias' || mode === 'nota-necessaria' ? 'medias' : 'regra'

/**
 * Two tabs with two sub-tabs each; every sub-tab is one `modo` of the URL contract and mounts
 * its own form when shown, so a link opens on its sub-tab and computes there.
 */
export default function EducationCalculator() {
  const [mode, setMode] = useUrlMode(MODES, 'medias')
  const [lastOf, setLastOf] = useState<Record<Group, Mode>>({
    medias: 'medias',
    regra: 'regra-de-tres',
  })

  // The sub-tab shown is its group's last one, also when a link opened it rather than a click.
  const last = { ...lastOf, [groupOf(mode)]: mode }

  function choose(next: string) {
    const chosen = MODES.find((m) => m === next)
    if (chosen === undefined) return
    setMode(chosen)
    setLastOf({ ...last, [groupOf(chosen)]: chosen })
  }

  return (
    <Tabs value={groupOf(mode)} onValueChange={(g) => choose(last[g as Group] ?? 'medias')}>
      <TabsList aria-label="Tipo de cálculo">
        <TabsTrigger value="medias">Médias</TabsTrigger>
        <TabsTrigger value="regra">Regra de Três</TabsTrigger>
      </TabsList>
      <TabsContent value="medias">
        <Tabs value={mode} onValueChange={choose}>
          <TabsList aria-label="Médias" className="bg-transparent p-0">
            <TabsTrigger value="medias" className="data-[state=active]:border-primary border">
              Calcular média
            </TabsTrigger>
            <TabsTrigger
              value="nota-necessaria"
              className="data-[state=active]:border-primary border"
            >
              Nota necessária
            </TabsTrigger>
          </TabsList>
          <TabsContent value="medias">
            <AveragesTab />
          </TabsContent>
          <TabsContent value="nota-necessaria">
            <NeededGradeTab />
          </TabsContent>
        </Tabs>
      </TabsContent>
      <TabsContent value="regra">
        <Tabs value={mode} onValueChange={choose}>
          <TabsList aria-label="Regra de Três" className="bg-transparent p-0">
            <TabsTrigger
              value="regra-de-tres"
              className="data-[state=active]:border-primary border"
            >
              Regra de três simples
            </TabsTrigger>
            <TabsTrigger value="porcentagem" className="data-[state=active]:border-primary border">
              Porcentagem do total
            </TabsTrigger>
          </TabsList>
          <TabsContent value="regra-de-tres">
            <RuleOfThreeTab />
          </TabsContent>
          <TabsContent value="porcentagem">
            <PercentOfTotalTab />
          </TabsContent>
        </Tabs>
      </TabsContent>
    </Tabs>
  )
}
