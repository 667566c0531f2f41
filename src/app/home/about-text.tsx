/** The search-oriented text block: what the site is, in the words people search with. */
export function AboutText() {
  return (
    <section aria-labelledby="sobre" className="below-fold mt-16">
      <h2 id="sobre" className="text-2xl font-bold tracking-tight">
        Calculadoras online grátis, sem cadastro
      </h2>
      <div className="text-muted-foreground mt-4 space-y-3 leading-relaxed">
        <p>
          Mais de 20 calculadoras grátis para as contas do dia a dia: calcule o salário líquido com
          INSS e Imposto de Renda, a rescisão trabalhista, horas extras, juros compostos, parcelas,
          financiamento pela Tabela Price ou SAC, empréstimo pessoal, aposentadoria, inflação e
          consórcio. Também há calculadora de IMC, gravidez, ovulação, porcentagem, desconto,
          gorjeta, combustível (etanol ou gasolina), datas e dias úteis, idade, contagem regressiva,
          conversor de unidades e calculadora científica.
        </p>
        <p>
          Todas funcionam no celular e no computador, em português e com os formatos brasileiros de
          moeda e data. Não é preciso criar conta, e nenhum dado sai do seu aparelho.
        </p>
      </div>
    </section>
  )
}
