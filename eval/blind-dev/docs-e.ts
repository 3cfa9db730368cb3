import type { Raw } from './build.ts'
export const DOCS_E: Raw[] = []
