import { AboutText } from './about-text.tsx'
import { AllCalculators } from './all-calculators.tsx'
import { Guides } from './guides.tsx'
import { Tips } from './tips.tsx'

/**
 * Everything below the first screen (every calculator by category, then the reading): its own
 * chunk, so the home page is interactive (search, most used calculators) before this code
 * arrives. Prerendered HTML shows it from the first paint, its links work as plain links, and
 * React hydrates it when the chunk lands.
 */
export default function HomeExtras() {
  return (
    <>
      <AllCalculators />
      <Guides />
      <Tips />
      <AboutText />
    </>
  )
}
