// @vitest-environment node
import { render } from '@/entry-server.tsx'

it("the prerender writes the page's meta keywords once", async () => {
  const html = await render('/calculadora-imc')
  expect(html.match(/<meta name="keywords"/g)).toHaveLength(1)
  expect(html).toMatch(/<meta name="keywords" content="[^"]*imc/)
})
