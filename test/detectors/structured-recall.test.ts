/**
 * Structured types (PASSPORT, PHONE, DATE_OF_BIRTH, DRIVER_LICENSE, LICENSE_PLATE, ADDRESS) on
 * invented documents of many countries and genres (structured-recall-documents.ts): every marked
 * value is found whole as its type, every value marked as a non-example is not reported as that
 * type.
 */
import t from 'tap'
import { DOCUMENTS } from './structured-recall-documents.ts'
import { checkMarkedDocuments } from './marked-documents.ts'

checkMarkedDocuments(t, DOCUMENTS)
