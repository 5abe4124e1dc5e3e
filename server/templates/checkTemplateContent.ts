import { parseTemplateContent } from '@engine/index';
import type { TemplateContent } from '@schemas/template';
import { templateErrors } from './templateErrors';
import { templateMessages } from './templateMessages';

// The one way content gets into the templates table: through the engine's allowlist gate (nodes,
// marks, link protocols, paths, formats, conditions, size and depth), stored as the gate left it.
// A refusal is a 400 on the body field, in Spanish, naming where the first problems are.
export function checkTemplateContent(content: unknown, field = 'content'): TemplateContent {
  const parsed = parseTemplateContent(content);
  if (parsed.ok) return parsed.content;
  const messages = parsed.problems
    .slice(0, 5)
    .map((problem) => templateMessages.contentProblem(problem.message, problem.path));
  throw templateErrors.field(field, [...new Set(messages)].join(' '));
}
