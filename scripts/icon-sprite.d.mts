export function iconNames(root?: string): [id: string, lucideName: string][]
export function buildSprite(root?: string): string
