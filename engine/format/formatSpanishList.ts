// Joins words the Spanish way: 'Juan', 'Juan y María', 'Juan, María y Pedro'. Before a word that
// starts with the sound /i/ the conjunction is 'e' ('Pedro e Inés').
export function formatSpanishList(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  const last = words[words.length - 1] ?? '';
  const conjunction = /^(i|hi)(?![aeiouáéíóú])/i.test(last.normalize('NFD').replace(/\p{M}/gu, ''))
    ? 'e'
    : 'y';
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${last}`;
}
