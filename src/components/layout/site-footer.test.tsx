import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'

import { SiteFooter } from './site-footer.tsx'

describe('SiteFooter', () => {
  it('says the visitor’s year, not the year the page was built in', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2031-01-02T12:00:00-03:00'))
    render(<SiteFooter />)
    expect(screen.getByText('© 2024–2031 Calculadoras Grátis')).toBeInTheDocument()
  })

  it('is prerendered with the build’s year, which hydration repeats', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2031-01-02T12:00:00-03:00'))
    const html = renderToString(<SiteFooter />).replace(/<!-- -->/g, '')
    expect(html).toContain(`© 2024–${__BUILD_YEAR__} Calculadoras Grátis`)
  })
})
