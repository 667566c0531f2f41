export function iconNames(root?: string): [id: string, lucideName: string][]
export function buildSprite(root?: string): string
export function inlineIcons(html: string, sprite: string): string
