import type { CompiledInterview } from '@schemas/compiledInterview';
import type { QuestionType } from '@schemas/questionType';

// "Convertir en caso" with "Anonimizar": a guest's answers become a test case that keeps what
// decides the document's shape and drops who the guest is.
// - Kept: numbers, amounts, dates, choices, yes/no and the rows of lists (they drive conditions,
//   repeats and calculations: changing them would test another document).
// - Replaced, keeping the type so the case still validates: short and long texts by the question's
//   label in brackets ("[Nombre del arrendatario]"), emails by anonimo<N>@example.com, phones by
//   the same shape with every digit a 5, identification numbers by a valid number of the same
//   kind (a cédula, a RUC, or a passport-like code).
// Keys are read as own properties only; anything the interview does not ask is left as it is
// (validation prunes it).
const textTypes = new Set<QuestionType>(['shortText', 'longText']);

export function anonymizeAnswers(
  compiled: CompiledInterview,
  answers: Record<string, unknown>,
): Record<string, unknown> {
  const byPath = new Map(compiled.variables.map((variable) => [variable.path, variable]));
  let emails = 0;
  const replace = (path: string, value: unknown): unknown => {
    const variable = byPath.get(path);
    if (Array.isArray(value)) return value.map((row) => replace(path, row));
    if (value !== null && typeof value === 'object') {
      const copy: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(value))
        copy[key] = replace(`${path}.${key}`, inner);
      return copy;
    }
    if (!variable || typeof value !== 'string' || value === '') return value;
    if (textTypes.has(variable.type)) return `[${variable.label}]`;
    if (variable.type === 'email') return `anonimo${++emails}@example.com`;
    if (variable.type === 'phone') return value.replace(/\d/g, '5');
    if (variable.type === 'idNumber') return placeholderId(value);
    return value;
  };
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(answers)) result[key] = replace(key, value);
  return result;
}

// A cédula of Pichincha (17) whose check digit is right, its RUC (+001), or a passport-like code.
const placeholderCedula = '1710034065';
function placeholderId(value: string): string {
  if (/^\d{13}$/.test(value)) return `${placeholderCedula}001`;
  if (/^\d{10}$/.test(value)) return placeholderCedula;
  return 'AA0000000';
}
