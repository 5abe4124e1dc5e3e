import type { QuestionType } from '@schemas/questionType';
import { type FormatKey, formatKeys } from '@schemas/template';

// The format a name written by a lawyer means, as in a Word placeholder `{precio | en letras}`:
// Spanish names (accents, case, spaces, '_' and '-' do not matter) or the format keys themselves.
// 'en letras' means the legal amount on a currency question and plain words on any other.
// Unknown: null.
export function parseFormatName(name: string, type?: QuestionType): FormatKey | null {
  const key = normalizeName(name);
  if (key === 'en letras' || key === 'letras') {
    return type === 'currency' ? 'amountInWords' : 'words';
  }
  const byKey = formatKeys.find((format) => normalizeName(format) === key);
  if (byKey) return byKey;
  return Object.hasOwn(spanishNames, key) ? (spanishNames[key] as FormatKey) : null;
}

function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

// Keys are already normalized (no accents, lower case, single spaces).
const spanishNames: Record<string, FormatKey> = {
  texto: 'plain',
  normal: 'plain',
  'tal cual': 'plain',
  mayusculas: 'upper',
  minusculas: 'lower',
  'nombre propio': 'title',
  titulo: 'title',
  fecha: 'longDate',
  'fecha larga': 'longDate',
  'fecha notarial': 'notarialDate',
  'fecha corta': 'shortDate',
  numero: 'number',
  moneda: 'currency',
  dinero: 'currency',
  'monto en letras': 'amountInWords',
  'moneda en letras': 'amountInWords',
  'letras masculino': 'wordsMasculine',
  'en letras masculino': 'wordsMasculine',
  'letras femenino': 'wordsFeminine',
  'en letras femenino': 'wordsFeminine',
  ordinal: 'ordinal',
  'ordinal femenino': 'ordinalFeminine',
  lista: 'list',
};
