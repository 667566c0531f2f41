import type { CatalogueItem } from '@/catalogue/catalogue.ts'
import { calculatorDescriptions } from '@/catalogue/descriptions.ts'
import { Seo } from '@/components/seo.tsx'

/**
 * The head while a calculator is open over the home page (`?calc=`): its name and sentence. Its
 * own chunk with the sentences, loaded when a calculator opens, not with the home page.
 */
export default function ModalSeo({ entry }: { entry: CatalogueItem }) {
  return (
    <Seo name={entry.name} description={calculatorDescriptions[entry.id]} path="/" webApplication />
  )
}
