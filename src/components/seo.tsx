import {
  canonicalUrl,
  DEFAULT_DESCRIPTION,
  DEFAULT_KEYWORDS,
  pageTitle,
  SITE_NAME,
} from '@/config/site.ts'

type SeoProps = {
  /** The whole title, where it is not `<name> | Calculadoras Grátis` (the home page's). */
  title?: string
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
 * The whole head of a page. React 19 hoists <title>, <meta> and <link> into <head> by itself
 * (also when prerendering), so no head library is needed: react-helmet-async 3 is a passthrough
 * on React 19 and cost 5 KB gzip of the home page's budget. Render exactly one per
 * page, or both sets of tags land in <head>.
 */
export function Seo({
  title: wholeTitle,
  name,
  description = DEFAULT_DESCRIPTION,
  keywords = DEFAULT_KEYWORDS,
  path,
  webApplication = false,
  noIndex = false,
}: SeoProps) {
  const title = wholeTitle ?? (name === undefined ? SITE_NAME : pageTitle(name))
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
    <>
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
      {jsonLd && (
        // JSON-LD is data, not code; React would entity-escape text children, which a script
        // element does not decode. The serializer escapes `<`, and the values come from the catalogue.
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
        />
      )}
    </>
  )
}

/** `<` escaped so no value can close the script element early. */
function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
