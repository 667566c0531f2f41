export function unescapeClass(escaped: string): string
export function classesIn(html: string): Set<string>
export function splitStylesheet(css: string, classes: Set<string>): { page: string; rest: string }
export function sameConditionPairs(css: string, classLists: Iterable<string>): string[]
export function classListsIn(html: string): string[]
