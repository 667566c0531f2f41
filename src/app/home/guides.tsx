import { Briefcase, HeartPulse, Lightbulb, PiggyBank } from 'lucide-react'

import { Accordion, AccordionItem } from '@/components/ui/accordion.tsx'

const iconClass = 'size-5 shrink-0 text-primary'

/** The four educational guides of the home page: short, correct, in plain Portuguese. */
export function Guides() {
  return (
    <section aria-labelledby="guias" className="below-fold mt-16">
      <h2 id="guias" className="text-2xl font-bold tracking-tight">
        Guias rápidos
      </h2>
      <p className="text-muted-foreground mt-1">
        O que está por trás dos números, para você conferir e decidir melhor.
      </p>
      <Accordion className="mt-6">
        <AccordionItem
          title="Educação financeira"
          icon={<PiggyBank aria-hidden className={iconClass} />}
        >
          <p>
            <strong className="text-foreground">Juros compostos</strong> rendem juros sobre os juros
            já acumulados: R$&nbsp;1.000,00 a 1% ao mês viram cerca de R$&nbsp;1.126,83 em um ano, e
            não R$&nbsp;1.120,00. O mesmo efeito trabalha contra você nas dívidas: cartão de crédito
            e cheque especial cobram algumas das maiores taxas do mercado.
          </p>
          <p>
            Em um financiamento, a <strong className="text-foreground">Tabela Price</strong> tem
            parcelas iguais, e o <strong className="text-foreground">SAC</strong> começa com
            parcelas maiores que diminuem a cada mês; no SAC você paga menos juros no total. Compare
            sempre o Custo Efetivo Total (CET), que inclui tarifas e seguros, e não só a taxa de
            juros.
          </p>
          <p>
            A inflação corrói o poder de compra: um rendimento só é ganho real quando supera a
            inflação do período. Antes de investir, monte uma reserva de emergência de 3 a 6 meses
            de despesas.
          </p>
        </AccordionItem>

        <AccordionItem title="Saúde" icon={<HeartPulse aria-hidden className={iconClass} />}>
          <p>
            O <strong className="text-foreground">IMC</strong> é o peso (kg) dividido pela altura
            (m) ao quadrado. Para adultos, de 18,5 a 24,9 é considerado peso normal; a partir de 25,
            sobrepeso; a partir de 30, obesidade. É uma triagem: não mede gordura corporal nem vale
            para gestantes, crianças ou atletas.
          </p>
          <p>
            A gestação dura em média <strong className="text-foreground">280 dias</strong>, ou{' '}
            <strong className="text-foreground">40 semanas</strong>, contadas a partir do primeiro
            dia da última menstruação (DUM). O 1º trimestre vai até 13 semanas e 6 dias; o 2º, de 14
            a 27 semanas e 6 dias; o 3º começa com 28 semanas. A data provável do parto é uma
            estimativa: só cerca de 5% dos bebês nascem exatamente nela.
          </p>
          <p>
            A ovulação acontece, em média, 14 dias antes da próxima menstruação, e o período fértil
            vai de cerca de 5 dias antes até 1 dia depois dela. Estas calculadoras não substituem a
            orientação de um profissional de saúde.
          </p>
        </AccordionItem>

        <AccordionItem title="Trabalho" icon={<Briefcase aria-hidden className={iconClass} />}>
          <p>
            O desconto do <strong className="text-foreground">INSS</strong> do empregado é
            progressivo, com alíquotas de <strong className="text-foreground">7,5% a 14%</strong>:
            cada faixa do salário paga a sua alíquota, até o teto. O{' '}
            <strong className="text-foreground">Imposto de Renda</strong> é calculado sobre o
            salário já sem o INSS e sem a dedução por dependente.
          </p>
          <p>
            O <strong className="text-foreground">vale-transporte</strong> pode ser descontado em{' '}
            <strong className="text-foreground">até 6%</strong> do salário base; se a passagem do
            mês custar menos que isso, o desconto é limitado ao custo real. O empregador deposita 8%
            do salário no FGTS todo mês, sem descontar nada do empregado.
          </p>
          <p>
            O 13º salário e as férias são proporcionais aos meses trabalhados (conta o mês com 15
            dias ou mais), e as férias vêm com um adicional de 1/3. Na demissão sem justa causa, o
            trabalhador recebe a multa de 40% sobre o saldo do FGTS.
          </p>
        </AccordionItem>

        <AccordionItem
          title="Utilidades do dia a dia"
          icon={<Lightbulb aria-hidden className={iconClass} />}
        >
          <p>
            Na bomba, vale a <strong className="text-foreground">regra dos 70%</strong>: o etanol
            compensa quando custa até 70% do preço da gasolina. Com a gasolina a R$&nbsp;6,00, o
            etanol vale a pena até R$&nbsp;4,20. Se você sabe o consumo real do seu carro com cada
            combustível, a comparação pelo custo por quilômetro é ainda mais precisa.
          </p>
          <p>
            Porcentagens enganam: um aumento de 10% seguido de um desconto de 10% não volta ao preço
            inicial (R$&nbsp;100,00 vira R$&nbsp;110,00 e depois R$&nbsp;99,00). A taxa de serviço
            de 10% dos restaurantes é opcional.
          </p>
          <p>
            Dias úteis não contam sábados, domingos nem feriados nacionais; prazos legais e
            bancários costumam usar essa contagem.
          </p>
        </AccordionItem>
      </Accordion>
    </section>
  )
}
