export type Raw = [kind: string, lang: string, marked: string]
