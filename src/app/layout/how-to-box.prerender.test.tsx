// @vitest-environment node
import { prerender } from 'react-dom/static'

import { HowToBox } from './how-to-box.tsx'

it("the prerender waits for the lazily loaded steps, so the page's HTML has them", async () => {
  const { prelude } = await prerender(<HowToBox id="bmi" />)
  const html = await new Response(prelude).text()
  expect(html).toContain('Como usar</h2>')
  expect(html).toContain('<li>Informe a altura em centímetros e o peso em quilos.</li>')
})
