import {
  type CompiledInterview,
  type CompiledPage,
  type CompiledVariable,
  compiledSchemaVersion,
} from '@schemas/compiledInterview';
import type { Interview } from '@schemas/interview';
import { inspectRule } from '../conditions/assertSafeRule';
import { createRecord } from '../model/createRecord';
import { indexInterview } from '../model/indexInterview';
import { compileQuestion, hasKeys } from './compileQuestion';
import { compileVisibility } from './compileVisibility';
import { findCompileBlockers } from './findCompileBlockers';
import { InterviewCompileError } from './InterviewCompileError';

// Turns the authoring model into the artifact the player and the server run: per page a JSON
// Schema and uiSchema, per page, question and option a JSON Logic visibility rule, every answer
// slot with its type, and the index of which rules read which variable. The output depends only
// on the input (no clock, no randomness, stable key order), so the same interview compiles to
// byte-identical JSON. Throws InterviewCompileError for the faults listed in findCompileBlockers.
export function compileInterview(interview: Interview): CompiledInterview {
  const index = indexInterview(interview);
  const blockers = findCompileBlockers(index);
  if (blockers.length > 0) throw new InterviewCompileError(blockers);

  const variables: CompiledVariable[] = [];
  const pages = index.pages.map(({ page, questions }, position): CompiledPage => {
    const properties = createRecord<unknown>();
    const required: string[] = [];
    const uiSchema = createRecord<unknown>();
    uiSchema['ui:order'] = questions.map((entry) => entry.key);
    for (const entry of questions) {
      const compiled = compileQuestion(index, entry, variables);
      properties[entry.key] = compiled.schema;
      if (hasKeys(compiled.uiSchema)) uiSchema[entry.key] = compiled.uiSchema;
      if (entry.question.required && entry.definition.kind !== 'group') required.push(entry.key);
    }
    return {
      id: page.id,
      title: page.name.trim() || `Página ${position + 1}`,
      visibleIf: compileVisibility(index, page.conditional, page.statement, []),
      variables: questions.map((entry) => entry.path),
      schema: { type: 'object', properties, ...(required.length > 0 && { required }) },
      uiSchema,
    };
  });

  return {
    schemaVersion: compiledSchemaVersion,
    documentId: interview.documentId,
    name: interview.name.trim(),
    pages,
    variables,
    dependents: indexDependents(pages, variables),
  };
}

function indexDependents(
  pages: readonly CompiledPage[],
  variables: readonly CompiledVariable[],
): Record<string, string[]> {
  const readers = new Map<string, string[]>();
  for (const page of pages) recordReads(readers, page.visibleIf, 'page:', page.id);
  for (const variable of variables) {
    recordReads(readers, variable.visibleIf, 'field:', variable.path);
    for (const option of variable.options) {
      recordReads(readers, option.visibleIf, 'option:', `${variable.path}:${option.itemId}`);
    }
  }
  const dependents = createRecord<string[]>();
  for (const top of [...readers.keys()].sort()) {
    dependents[top] = (readers.get(top) as string[]).sort();
  }
  return dependents;
}

// Each rule id once under every top-level variable its rule reads (inspectRule lists the reads,
// and also checks the rule: the compiler emits only rules the evaluation plan will admit).
function recordReads(
  readers: Map<string, string[]>,
  rule: unknown,
  kind: string,
  owner: string,
): void {
  if (rule === null || rule === undefined) return;
  let ruleId: string | null = null;
  const reads = inspectRule(rule);
  for (let i = 0; i < reads.length; i++) {
    const path = reads[i] as string;
    const dot = path.indexOf('.');
    const top = dot === -1 ? path : path.slice(0, dot);
    ruleId ??= kind + owner;
    const ids = readers.get(top);
    if (!ids) readers.set(top, [ruleId]);
    else if (ids[ids.length - 1] !== ruleId) ids.push(ruleId);
  }
}
