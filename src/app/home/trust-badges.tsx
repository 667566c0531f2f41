import { BadgeCheck, Lock, UserRoundCheck } from 'lucide-react'

const badges = [
  { icon: UserRoundCheck, text: 'Grátis e sem cadastro' },
  { icon: Lock, text: 'Nada sai do seu aparelho' },
  { icon: BadgeCheck, text: 'Tabelas de INSS e IR de 2024 a 2026' },
] as const

export function TrustBadges() {
  return (
    <ul className="mt-5 flex flex-wrap gap-2">
      {badges.map(({ icon: Icon, text }) => (
        <li
          key={text}
          className="bg-card text-foreground inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm"
        >
          <Icon aria-hidden className="text-success size-4" />
          {text}
        </li>
      ))}
    </ul>
  )
}
