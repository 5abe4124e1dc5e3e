import type { CompiledVariable } from '@schemas/compiledInterview';
import { questionTypeRegistry } from '../questions/questionTypeRegistry';

// An answer as a guest or lawyer reads it in Spanish: option labels instead of values, 'Sí' / 'No',
// '21 de noviembre de 2026', '$1.234,50', 'Juan, María y Pedro', '3 elementos'.
export function formatAnswer(variable: CompiledVariable, value: unknown): string {
  if (value === undefined || value === null) return '';
  return questionTypeRegistry[variable.type].formatAnswer(value, variable);
}
