// Inline entity marker: ⟦TYPE␟value⟧ — stripped by build.mjs, which computes offsets.
export const E = (type, v) => { if (v == null || v === '') throw new Error('empty entity ' + type); return `\u27E6${type}\u241F${v}\u27E7`; };
const T = (type) => (v) => E(type, v);
export const N = T('NAME'), EM = T('EMAIL'), PH = T('PHONE'), AD = T('ADDRESS'), IB = T('IBAN'), CC = T('CREDIT_CARD'),
  SEC = T('SECRET'), USEC = T('URL_SECRET'), DOB = T('DATE_OF_BIRTH'), IP = T('IP_ADDRESS'), TAX = T('TAX_ID'), VAT = T('VAT_ID'),
  PID = T('PERSONAL_ID'), DL = T('DRIVER_LICENSE'), PASS = T('PASSPORT'), NINO = T('UK_NINO'), SSN = T('US_SSN'), ITIN = T('US_ITIN'),
  NHS = T('UK_NHS'), SIN = T('CA_SIN'), TFN = T('AU_TFN'), ATSSN = T('AT_SSN'), AHV = T('CH_SSN'), DNI = T('ES_DNI'), NIR = T('FR_NIR'),
  CF = T('IT_FISCAL_CODE'), AADH = T('IN_AADHAAR'), PAN = T('IN_PAN'), KVNR = T('KVNR'), RVNR = T('SOCIAL_SECURITY'), BSN = T('NL_BSN'),
  PESEL = T('PL_PESEL'), NRIC = T('SG_NRIC'), WAL = T('CRYPTO_WALLET'), BIC = T('BIC'), MAC = T('MAC_ADDRESS'), PLATE = T('LICENSE_PLATE');
