import { Helmet } from 'react-helmet-async'

import {
  canonicalUrl,
  DEFAULT_DESCRIPTION,
  DEFAULT_KEYWORDS,
  DEFAULT_TITLE,
  pageTitle,
  SITE_NAME,
} from '@/config/site.ts'

type SeoProps = {
  /** Page name; the title becomes `<name> | Calculadoras Grátis`. Omit for the home default. */
  name?: string
  description?: string
  keywords?: readonly string[]
  /** Path of the canonical page, e.g. `/calculadora-imc`. */
  path: string
  /** Adds a `WebApplication` JSON-LD block (calculators and the home page). */
  webApplication?: boolean
  noIndex?: boolean
}

/**
 * The whole head of a page. Render exactly one per page: on React 19 Helmet renders real
 * <title>/<meta> elements that React hoists, so two would both land in <head>.
 */
export function Seo({
  name,
  description = DEFAULT_DESCRIPTION,
  keywords = DEFAULT_KEYWORDS,
  path,
  webApplication = false,
  noIndex = false,
}: SeoProps) {
  const title = name === undefined ? DEFAULT_TITLE : pageTitle(name)
  const url = canonicalUrl(path)
  const jsonLd = webApplication
    ? {
        '@context': 'https://schema.org',
        '@type': 'WebApplication',
        name: name ?? SITE_NAME,
        description,
        url,
        applicationCategory: 'UtilitiesApplication',
        operatingSystem: 'Web',
        inLanguage: 'pt-BR',
        isAccessibleForFree: true,
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'BRL' },
      }
    : undefined

  return (
    <Helmet>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords.join(', ')} />
      {noIndex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="pt_BR" />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
      {jsonLd && <script type="application/ld+json">{serializeJsonLd(jsonLd)}</script>}
    </Helmet>
  )
}

/** `<` escaped so no value can close the script element early. */
function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
