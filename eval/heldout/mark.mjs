// Inline entity marker: ⟦TYPE␟value⟧ — stripped by build.mjs, which computes offsets.
export const E = (type, v) => { if (v == null || v === '') throw new Error('empty entity ' + type); return `\u27E6${type}\u241F${v}\u27E7` }
const T = (type) => (v) => E(type, v)
export const N = T('NAME'); export const EM = T('EMAIL'); export const PH = T('PHONE'); export const AD = T('ADDRESS'); export const IB = T('IBAN'); export const CC = T('CREDIT_CARD')
export const SEC = T('SECRET'); export const USEC = T('URL_SECRET'); export const DOB = T('DATE_OF_BIRTH'); export const IP = T('IP_ADDRESS'); export const TAX = T('TAX_ID'); export const VAT = T('VAT_ID')
export const PID = T('PERSONAL_ID'); export const DL = T('DRIVER_LICENSE'); export const PASS = T('PASSPORT'); export const NINO = T('UK_NINO'); export const SSN = T('US_SSN'); export const ITIN = T('US_ITIN')
export const NHS = T('UK_NHS'); export const SIN = T('CA_SIN'); export const TFN = T('AU_TFN'); export const ATSSN = T('AT_SSN'); export const AHV = T('CH_SSN'); export const DNI = T('ES_DNI'); export const NIR = T('FR_NIR')
export const CF = T('IT_FISCAL_CODE'); export const AADH = T('IN_AADHAAR'); export const PAN = T('IN_PAN'); export const KVNR = T('KVNR'); export const RVNR = T('SOCIAL_SECURITY'); export const BSN = T('NL_BSN')
export const PESEL = T('PL_PESEL'); export const NRIC = T('SG_NRIC'); export const WAL = T('CRYPTO_WALLET'); export const BIC = T('BIC'); export const MAC = T('MAC_ADDRESS'); export const PLATE = T('LICENSE_PLATE')
