import {
  type CompiledInterview,
  type CompiledPage,
  type CompiledVariable,
  compiledSchemaVersion,
} from '@schemas/compiledInterview';
import type { Interview } from '@schemas/interview';
import {
  addFieldNode,
  addPageNode,
  type PlanOption,
  type PlanSkeleton,
  seedEvaluationPlan,
} from '../evaluate/getEvaluationPlan';
import { createRecord } from '../model/createRecord';
import { type InterviewIndex, indexInterview, type PageEntry } from '../model/indexInterview';
import { compileQuestion, hasKeys } from './compileQuestion';
import { compileRules } from './compileRules';
import { compileVisibility } from './compileVisibility';
import { findCompileBlockers } from './findCompileBlockers';
import { InterviewCompileError } from './InterviewCompileError';

// Turns the authoring model into the artifact the player and the server run: per page a JSON
// Schema and uiSchema, per page, question and option a JSON Logic visibility rule, every answer
// slot with its type, and the index of which rules read which variable. The output depends only
// on the input (no clock, no randomness, stable key order), so the same interview compiles to
// byte-identical JSON. Throws InterviewCompileError for the faults listed in findCompileBlockers.
// The evaluation plan's skeleton is built along the way (every rule inspected once, for both the
// `dependents` index and the plan) and handed to getEvaluationPlan.
export function compileInterview(interview: Interview): CompiledInterview {
  const index = indexInterview(interview);
  const blockers = findCompileBlockers(index);
  if (blockers.length > 0) throw new InterviewCompileError(blockers);

  const variables: CompiledVariable[] = [];
  const skeleton: PlanSkeleton = { variables: new Map(), roots: [], documentNodes: [] };
  const pages: CompiledPage[] = [];
  for (let position = 0; position < index.pages.length; position++) {
    pages.push(compilePage(index, position, variables, skeleton));
  }

  const compiled: CompiledInterview = {
    schemaVersion: compiledSchemaVersion,
    documentId: interview.documentId,
    name: interview.name.trim(),
    pages,
    variables,
    dependents: indexDependents(skeleton),
  };
  const rules = compileRules(index);
  if (rules.length > 0) compiled.rules = rules;
  seedEvaluationPlan(compiled, skeleton);
  return compiled;
}

// Module functions and loops rather than closures made per call: V8 keeps a module function's
// optimized code, while a closure's is lost at every full collection once its call has returned.
function compilePage(
  index: InterviewIndex,
  position: number,
  variables: CompiledVariable[],
  skeleton: PlanSkeleton,
): CompiledPage {
  const { page, questions } = index.pages[position] as PageEntry;
  const visibleIf = compileVisibility(index, page.conditional, page.statement, []);
  addPageNode(skeleton.documentNodes, page.id, visibleIf);
  const properties = createRecord<unknown>();
  const required: string[] = [];
  const uiSchema = createRecord<unknown>();
  const order: string[] = [];
  uiSchema['ui:order'] = order;
  const paths: string[] = [];
  for (const entry of questions) {
    const compiled = compileQuestion(index, entry, variables, skeleton, null);
    paths.push(entry.path);
    skeleton.roots.push(compiled.plan);
    addFieldNode(skeleton.documentNodes, page.id, compiled.plan);
    if (compiled.schema === null) continue;
    order.push(entry.key);
    properties[entry.key] = compiled.schema;
    if (hasKeys(compiled.uiSchema)) uiSchema[entry.key] = compiled.uiSchema;
    if (entry.question.required && entry.definition.kind !== 'group' && !entry.calculation)
      required.push(entry.key);
  }
  return {
    id: page.id,
    title: page.name.trim() || `Página ${position + 1}`,
    visibleIf,
    variables: paths,
    schema: { type: 'object', properties, ...(required.length > 0 && { required }) },
    uiSchema,
  };
}

// Rule ids under the top-level variables their rules read, from the reads the skeleton listed.
function indexDependents(skeleton: PlanSkeleton): Record<string, string[]> {
  const readers = new Map<string, string[]>();
  for (const node of skeleton.documentNodes) {
    if (!node.root) recordReads(readers, node.reads, 'page:', node.pageId);
  }
  for (const planVariable of skeleton.variables.values()) {
    const { variable } = planVariable;
    recordReads(
      readers,
      planVariable.reads,
      planVariable.kind === 'computed' ? 'value:' : 'field:',
      variable.path,
    );
    const options = planVariable.options;
    if (!options) continue;
    for (let o = 0; o < options.length; o++) {
      const reads = (options[o] as PlanOption).reads;
      if (reads.length === 0) continue;
      const itemId = (variable.options[o] as CompiledVariable['options'][number]).itemId;
      recordReads(readers, reads, 'option:', `${variable.path}:${itemId}`);
    }
  }
  const dependents = createRecord<string[]>();
  for (const top of [...readers.keys()].sort()) {
    dependents[top] = (readers.get(top) as string[]).sort();
  }
  return dependents;
}

// Each rule id once under every top-level variable its rule reads.
function recordReads(
  readers: Map<string, string[]>,
  reads: readonly string[],
  kind: string,
  owner: string,
): void {
  let ruleId: string | null = null;
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
