import { AboutText } from './about-text.tsx'
import { Guides } from './guides.tsx'
import { Tips } from './tips.tsx'

/**
 * The reading below the grid: its own chunk, so the home page is interactive (search, cards)
 * before this text's code arrives. Prerendered HTML shows it from the first paint; React
 * hydrates it when the chunk lands.
 */
export default function HomeExtras() {
  return (
    <>
      <Guides />
      <Tips />
      <AboutText />
    </>
  )
}
