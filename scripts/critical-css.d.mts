export function unescapeClass(escaped: string): string
export function classesIn(html: string): Set<string>
export function criticalCss(css: string, classes: Set<string>): string
export function restCss(css: string, classes: Set<string>): string
export function sameConditionPairs(css: string, classLists: Iterable<string>): string[]
export function classListsIn(html: string): string[]
