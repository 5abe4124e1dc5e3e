// Whole numbers in Spanish words, 0 … 999.999.999.999 (the range an amount in a legal document
// needs). Three forms, because Spanish agrees the number with what it counts:
// - 'standalone': the number read alone ('uno', 'veintiuno', 'ciento uno');
// - 'masculine': before a masculine noun, with apocope ('un día', 'veintiún días',
//   'treinta y un años');
// - 'feminine': before a feminine noun ('una cuota', 'veintiuna cuotas', 'doscientas cuotas').
// Multiples of a thousand and of a million always use 'un'/'veintiún' before 'mil' and 'millón'
// ('veintiún mil', 'un millón', 'veintiún millones'); 'mil' never takes 'un' ('mil', not 'un mil').
// Out of range or not a whole number: null.
export type WordsForm = 'standalone' | 'masculine' | 'feminine';

export const maxWordsNumber = 999_999_999_999;

export function numberToWords(value: number, form: WordsForm = 'standalone'): string | null {
  if (!Number.isSafeInteger(value) || value < 0 || value > maxWordsNumber) return null;
  if (value === 0) return 'cero';
  const millions = Math.floor(value / 1_000_000);
  const rest = value % 1_000_000;
  const parts: string[] = [];
  if (millions > 0) {
    parts.push(millions === 1 ? 'un millón' : `${belowMillion(millions, 'masculine')} millones`);
  }
  if (rest > 0) parts.push(belowMillion(rest, form));
  return parts.join(' ');
}

function belowMillion(value: number, form: WordsForm): string {
  const thousands = Math.floor(value / 1000);
  const rest = value % 1000;
  const parts: string[] = [];
  if (thousands === 1) parts.push('mil');
  else if (thousands > 1) {
    // 'veintiún mil' (apocope before mil); hundreds agree with a feminine noun ('doscientas mil').
    parts.push(
      `${belowThousand(thousands, form === 'feminine' ? 'feminineThousands' : 'masculine')} mil`,
    );
  }
  if (rest > 0) parts.push(belowThousand(rest, form));
  return parts.join(' ');
}

type GroupForm = WordsForm | 'feminineThousands';

const units = ['', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];
const teens = [
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
];
const twenties = [
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const tens = [
  '',
  '',
  '',
  'treinta',
  'cuarenta',
  'cincuenta',
  'sesenta',
  'setenta',
  'ochenta',
  'noventa',
];
const hundreds = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
];

function belowThousand(value: number, form: GroupForm): string {
  const hundred = Math.floor(value / 100);
  const rest = value % 100;
  const parts: string[] = [];
  if (hundred > 0) {
    if (value === 100) return 'cien';
    const word = hundreds[hundred] as string;
    const feminine = form === 'feminine' || form === 'feminineThousands';
    parts.push(feminine && hundred > 1 ? word.replace(/os$/, 'as') : word);
  }
  if (rest > 0) parts.push(belowHundred(rest, form));
  return parts.join(' ');
}

function belowHundred(value: number, form: GroupForm): string {
  if (value < 10) return withOne(units[value] as string, value, form);
  if (value < 20) return teens[value - 10] as string;
  if (value < 30) {
    if (value === 21)
      return form === 'standalone' ? 'veintiuno' : form === 'feminine' ? 'veintiuna' : 'veintiún';
    return twenties[value - 20] as string;
  }
  const ten = tens[Math.floor(value / 10)] as string;
  const unit = value % 10;
  return unit === 0 ? ten : `${ten} y ${withOne(units[unit] as string, unit, form)}`;
}

// 'uno' read alone, 'un' before a masculine noun or before mil/millón, 'una' before a feminine one.
function withOne(word: string, unit: number, form: GroupForm): string {
  if (unit !== 1) return word;
  if (form === 'standalone') return 'uno';
  if (form === 'feminine') return 'una';
  return 'un';
}
