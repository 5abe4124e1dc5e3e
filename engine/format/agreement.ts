import { normalizeText } from '../conditions/evaluateRule';

// Spanish agreement ("concordancia"): which of four forms fits the people a passage speaks of.
// `forms` are singular masculine, singular feminine, plural masculine and plural feminine ('el
// arrendatario', 'la arrendataria', 'los arrendatarios', 'las arrendatarias'). Several people take
// the plural, and the masculine unless every one of them is a woman (a mixed group is masculine,
// as Spanish grammar has it). Null when it cannot be told: nobody, or someone whose gender is
// not answered (the document then shows a blank to fill in rather than a guess).
export function chooseAgreementForm(
  genders: ReadonlyArray<'feminine' | 'masculine' | null>,
  forms: readonly string[],
): string | null {
  if (genders.length === 0 || forms.length !== 4) return null;
  let feminine = true;
  for (const gender of genders) {
    if (gender === null) return null;
    if (gender === 'masculine') feminine = false;
  }
  const plural = genders.length > 1;
  return forms[(plural ? 2 : 0) + (feminine ? 1 : 0)] ?? null;
}

// Words that mean a woman when no list of answers is given (accents and case ignored).
const feminineWords = new Set([
  'f',
  'fem',
  'femenino',
  'femenina',
  'mujer',
  'senora',
  'sra',
  'sra.',
  'senorita',
  'srta',
  'srta.',
  'dona',
  'ella',
]);

// Whether an answer (its stored value, or its option's label) means a woman: one of the lawyer's
// `feminine` answers, or, without them, one of the usual Spanish words. Null when unanswered.
export function genderOf(
  value: unknown,
  feminine: readonly string[],
  label: string | null = null,
): 'feminine' | 'masculine' | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const written = normalizeText(value);
  if (feminine.length > 0) {
    for (const candidate of feminine) if (normalizeText(candidate) === written) return 'feminine';
    return 'masculine';
  }
  if (feminineWords.has(written)) return 'feminine';
  if (label !== null && feminineWords.has(normalizeText(label))) return 'feminine';
  return 'masculine';
}
