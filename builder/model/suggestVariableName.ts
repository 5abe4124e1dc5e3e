import { isValidVariableName } from '@engine/index';

// A variable name from a question's title: 'Nombre del arrendatario' → 'nombre_arrendatario'.
// Accents dropped, Spanish articles and prepositions left out, at most 40 characters, made
// unique with _2, _3… Falls back to `fallback_N` when the title gives nothing usable.
const fillerWords = new Set([
  'de',
  'del',
  'la',
  'las',
  'el',
  'los',
  'un',
  'una',
  'y',
  'o',
  'a',
  'en',
  'por',
  'para',
  'con',
  'su',
  'sus',
  'que',
  'es',
  'se',
  'al',
]);

export function suggestVariableName(
  title: string,
  taken: ReadonlySet<string>,
  fallback = 'pregunta',
): string {
  const words = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(
      (word) =>
        word &&
        !fillerWords.has(word) &&
        word !== 'ingresa' &&
        word !== 'aqui' &&
        word !== 'tu' &&
        word !== 'pregunta',
    );
  let base = words.join('_').slice(0, 40).replace(/_+$/, '');
  if (!/^[a-z]/.test(base)) base = '';
  if (!base || !isValidVariableName(base)) {
    let n = 1;
    while (taken.has(`${fallback}_${n}`)) n += 1;
    return `${fallback}_${n}`;
  }
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}_${n}`)) n += 1;
  return `${base}_${n}`;
}
