import type { Diagnostic } from '@schemas/diagnostic';
import { compileMessages } from '../messages';

// Thrown when an interview cannot be compiled safely or unambiguously (duplicate or invalid
// variable names, unsafe patterns, conditions beyond the size caps). `diagnostics` are the same
// ones `lintInterview` reports, in Spanish, pointing at what to fix.
export class InterviewCompileError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super([compileMessages.refused, ...diagnostics.map((d) => `- ${d.message}`)].join('\n'));
    this.name = 'InterviewCompileError';
  }
}
