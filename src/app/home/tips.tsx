import { Link2, Lock, Smartphone, TableProperties } from 'lucide-react'

const tips = [
  {
    icon: Link2,
    title: 'Guarde ou envie o resultado',
    text: 'Depois de calcular, o endereço da página guarda os valores: compartilhe o link e a outra pessoa vê o mesmo resultado.',
  },
  {
    icon: TableProperties,
    title: 'Confira a tabela do ano',
    text: 'INSS, Imposto de Renda e MEI mudam todo ano. As calculadoras de salário e impostos deixam você escolher a tabela.',
  },
  {
    icon: Smartphone,
    title: 'Digite como no dia a dia',
    text: 'Valores como 1.234,56 ou 1234,56 são aceitos, e o teclado numérico abre sozinho no celular.',
  },
  {
    icon: Lock,
    title: 'Seus dados ficam com você',
    text: 'Todo cálculo é feito no seu navegador. Nada do que você digita é enviado a servidor nenhum.',
  },
] as const

export function Tips() {
  return (
    <section aria-labelledby="dicas" className="below-fold mt-16">
      <h2 id="dicas" className="text-2xl font-bold tracking-tight">
        Dicas para calcular melhor
      </h2>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {tips.map(({ icon: Icon, title, text }) => (
          <li key={title} className="bg-card flex gap-3 rounded-2xl border p-4 shadow-sm">
            <Icon aria-hidden className="text-primary mt-0.5 size-5 shrink-0" />
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="text-muted-foreground mt-1 text-sm">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
