import { ModeTabs } from '@/components/form/mode-tabs.tsx'
import { useSharedValue } from '@/components/form/use-shared-field.ts'
import { useUrlMode } from '@/hooks/use-url-mode.ts'

import { DISCOUNT_TABS } from './discount-form.ts'
import { AmountTab } from './amount-tab.tsx'
import { FinalPriceTab } from './final-price-tab.tsx'
import { PercentTab } from './percent-tab.tsx'

export default function DiscountCalculator() {
  const [tab, setTab] = useUrlMode(DISCOUNT_TABS)
  // The original price is the same question in every mode: typed once, offered to each tab.
  const price = useSharedValue(tab)
  return (
    <ModeTabs
      label="Tipo de desconto"
      mode={tab}
      onModeChange={setTab}
      tabs={[
        {
          value: 'percentual',
          label: 'Desconto em %',
          panel: <PercentTab price={price('percentual')} />,
        },
        { value: 'valor', label: 'Desconto em R$', panel: <AmountTab price={price('valor')} /> },
        {
          value: 'preco-final',
          label: 'Preço final',
          panel: <FinalPriceTab price={price('preco-final')} />,
        },
      ]}
    />
  )
}
