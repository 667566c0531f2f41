import { calculatorKeywords } from '@/catalogue/keywords.ts'
import type { RoutedEntry } from '@/catalogue/catalogue.ts'
import { CalculatorFrame } from '@/app/layout/calculator-frame.tsx'
import { Seo } from '@/components/seo.tsx'

import { CalculatorScreen } from '../calculator-screen.tsx'

export default function CalculatorPage({ entry }: { entry: RoutedEntry }) {
  return (
    <>
      <Seo
        name={entry.name}
        description={entry.description}
        keywords={calculatorKeywords[entry.id]}
        path={entry.route}
        webApplication
      />
      <CalculatorFrame entry={entry}>
        <CalculatorScreen id={entry.id} />
      </CalculatorFrame>
    </>
  )
}
