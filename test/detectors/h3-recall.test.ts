/**
 * PHONE, DRIVER_LICENSE and PASSPORT on invented documents of many countries and genres
 * (h3-documents.ts): every marked value is found whole as its type, every value marked as a
 * non-example is not reported as that type.
 */
import t from 'tap'
import { DOCUMENTS } from './h3-documents.ts'
import { checkMarkedDocuments } from './marked-documents.ts'

checkMarkedDocuments(t, DOCUMENTS)
