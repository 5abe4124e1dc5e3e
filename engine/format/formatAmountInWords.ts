import { maxWordsNumber, numberToWords } from './numberToWords';

// An amount in legal style, as contracts and deeds in Ecuador write it next to the figure:
// 1234.5 USD → 'MIL DOSCIENTOS TREINTA Y CUATRO CON 50/100 DÓLARES DE LOS ESTADOS UNIDOS DE
// AMÉRICA'. The whole part in words, read alone ('VEINTIUNO CON 00/100', since 'CON …/100' stands
// between the number and the currency), the cents as a fraction of one hundred, then the
// currency's name in plural (it names the whole amount). Rounded to the cent. Amounts from 0 to
// 999.999.999.999,99; anything else: null.
export function formatAmountInWords(amount: number, currency = defaultCurrency): string | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  const cents = Math.round(amount * 100);
  const whole = Math.floor(cents / 100);
  if (whole > maxWordsNumber) return null;
  const words = numberToWords(whole) as string;
  const fraction = String(cents % 100).padStart(2, '0');
  return `${words} con ${fraction}/100 ${currencyName(currency)}`.toLocaleUpperCase('es');
}

/** The currency of amounts when a question names none: the US dollar, legal tender in Ecuador. */
export const defaultCurrency = 'USD';

// Plural names of the currencies of Spanish-speaking countries (and the euro), as legal texts
// write them. Another ISO 4217 code is written as the code itself.
const currencyNames: Record<string, string> = {
  USD: 'dólares de los Estados Unidos de América',
  EUR: 'euros',
  MXN: 'pesos mexicanos',
  COP: 'pesos colombianos',
  ARS: 'pesos argentinos',
  CLP: 'pesos chilenos',
  UYU: 'pesos uruguayos',
  DOP: 'pesos dominicanos',
  CUP: 'pesos cubanos',
  PEN: 'soles',
  BOB: 'bolivianos',
  PYG: 'guaraníes',
  VES: 'bolívares',
  GTQ: 'quetzales',
  HNL: 'lempiras',
  NIO: 'córdobas',
  CRC: 'colones',
  PAB: 'balboas',
};

export function currencyName(code: string): string {
  const key = code.trim().toUpperCase() || defaultCurrency;
  return Object.hasOwn(currencyNames, key) ? (currencyNames[key] as string) : key;
}
