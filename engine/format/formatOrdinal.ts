// Ordinal numbers in words, 1 … 1000: 'primero', 'vigésimo tercero', 'centésimo'. Feminine for
// clauses ('CLÁUSULA DÉCIMA PRIMERA'). 11–19 are written in two words with the accent on
// 'décimo' ('décimo primero', 'décimo tercera'), the form Ecuadorian and most Latin American
// contracts use (the RAE accepts it next to 'undécimo' and 'decimotercero'). Beyond 1000, or for
// anything that is not a positive whole number: null.
export function formatOrdinal(value: number, feminine = false): string | null {
  if (!Number.isSafeInteger(value) || value < 1 || value > 1000) return null;
  const words = value === 1000 ? ['milésimo'] : ordinalWords(value);
  return words.map((word) => (feminine ? word.replace(/o$/, 'a') : word)).join(' ');
}

const units = [
  '',
  'primero',
  'segundo',
  'tercero',
  'cuarto',
  'quinto',
  'sexto',
  'séptimo',
  'octavo',
  'noveno',
];
const tens = [
  '',
  'décimo',
  'vigésimo',
  'trigésimo',
  'cuadragésimo',
  'quincuagésimo',
  'sexagésimo',
  'septuagésimo',
  'octogésimo',
  'nonagésimo',
];
const hundreds = [
  '',
  'centésimo',
  'ducentésimo',
  'tricentésimo',
  'cuadringentésimo',
  'quingentésimo',
  'sexcentésimo',
  'septingentésimo',
  'octingentésimo',
  'noningentésimo',
];

function ordinalWords(value: number): string[] {
  const words: string[] = [];
  const hundred = Math.floor(value / 100);
  const ten = Math.floor((value % 100) / 10);
  const unit = value % 10;
  if (hundred > 0) words.push(hundreds[hundred] as string);
  if (ten > 0) words.push(tens[ten] as string);
  if (unit > 0) words.push(units[unit] as string);
  return words;
}
