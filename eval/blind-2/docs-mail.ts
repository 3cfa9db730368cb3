import type { Raw } from './types.ts'

export const DOCS_M: Raw[] = [
]
