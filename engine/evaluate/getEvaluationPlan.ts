import type { CompiledInterview, CompiledVariable, JsonObject } from '@schemas/compiledInterview';
import { compiledSchemaVersion } from '@schemas/compiledInterview';
import { assertSafeRule } from '../conditions/assertSafeRule';
import { collectRuleVariables } from '../conditions/collectRuleVariables';
import { sortTopologically } from './sortTopologically';

// How a compiled interview is evaluated, derived once per artifact and cached. An artifact may
// come back from storage or the network, so every rule in it is checked (assertSafeRule) before the
// first evaluation.
//
// Evaluation runs over nodes: each page, and each question placed on a page together with its
// sub-questions. Nodes are ordered so that a node comes after the nodes whose answers its rules
// read (document order when conditions only look back, as lint asks). A rule reads a variable
// *masked* (its answer if the question is visible, nothing otherwise) when the question was
// decided before the rule; in a cycle, which lint reports, the rule reads the raw answer. Both
// the full and the incremental evaluation follow this plan, so they always agree.
export interface PlanOption {
  value: string;
  rule: unknown;
  rawPaths: ReadonlySet<string> | null;
}

export interface PlanVariable {
  variable: CompiledVariable;
  key: string;
  path: string;
  kind: 'scalar' | 'group' | 'list';
  rule: unknown;
  rawPaths: ReadonlySet<string> | null;
  // Only for choice questions with at least one conditional option.
  options: PlanOption[] | null;
  children: PlanVariable[];
  // The question's fragment of the page schema.
  schema: JsonObject;
  // Position inside its node, parents before their fields.
  preorder: number;
}

export interface PlanNode {
  index: number;
  kind: 'page' | 'field';
  pageId: string;
  rule: unknown;
  rawPaths: ReadonlySet<string> | null;
  root: PlanVariable | null;
  // Later nodes that must be re-evaluated when this node's visibility changes.
  readers: number[];
}

export interface EvaluationPlan {
  nodes: PlanNode[];
  roots: PlanVariable[];
  // Top-level variable → nodes whose rules read it.
  readersOfVariable: ReadonlyMap<string, readonly number[]>;
  nodeOfVariable: ReadonlyMap<string, number>;
}

const plans = new WeakMap<CompiledInterview, EvaluationPlan>();

export function getEvaluationPlan(compiled: CompiledInterview): EvaluationPlan {
  let plan = plans.get(compiled);
  if (!plan) {
    plan = createEvaluationPlan(compiled);
    plans.set(compiled, plan);
  }
  return plan;
}

const topOf = (path: string) => {
  const dot = path.indexOf('.');
  return dot === -1 ? path : path.slice(0, dot);
};

function createEvaluationPlan(compiled: CompiledInterview): EvaluationPlan {
  if (compiled.schemaVersion !== compiledSchemaVersion) {
    throw new Error(`Unsupported compiled interview version ${String(compiled.schemaVersion)}`);
  }
  const pageSchemas = new Map<string, JsonObject>();
  for (const page of compiled.pages) {
    assertSafeRule(page.visibleIf);
    pageSchemas.set(page.id, page.schema);
  }
  const byPath = new Map<string, PlanVariable>();
  const roots: PlanVariable[] = [];
  // The variables each rule reads, collected once (most rules are null and read nothing).
  const readsOf = new Map<unknown, readonly string[]>();
  const reads = (rule: unknown): readonly string[] => {
    if (rule === null) return noReads;
    let found = readsOf.get(rule);
    if (!found) {
      found = [...collectRuleVariables(rule)];
      readsOf.set(rule, found);
    }
    return found;
  };
  for (const variable of compiled.variables) {
    assertSafeRule(variable.visibleIf);
    let conditionalOptions = false;
    for (const option of variable.options) {
      assertSafeRule(option.visibleIf);
      if (option.visibleIf != null) conditionalOptions = true;
    }
    const parent = variable.parent === null ? undefined : byPath.get(variable.parent);
    const planVariable: PlanVariable = {
      variable,
      key: variable.key,
      path: variable.path,
      kind:
        variable.type === 'group' ? 'group' : variable.type === 'repeatingList' ? 'list' : 'scalar',
      rule: variable.visibleIf ?? null,
      rawPaths: null,
      options: conditionalOptions
        ? variable.options.map((option) => ({
            value: option.value,
            rule: option.visibleIf ?? null,
            rawPaths: null,
          }))
        : null,
      children: [],
      schema: schemaOf(pageSchemas, variable, parent),
      preorder: 0,
    };
    byPath.set(variable.path, planVariable);
    if (parent) parent.children.push(planVariable);
    else roots.push(planVariable);
  }

  // Nodes in document order, each with the nodes it reads, then sorted by what they read.
  const documentNodes: PlanNode[] = [];
  const documentIndexOfVariable = new Map<string, number>();
  for (const page of compiled.pages) {
    documentNodes.push(createNode('page', page.id, page.visibleIf ?? null, null));
    for (const path of page.variables) {
      const root = byPath.get(path);
      if (!root) continue;
      documentIndexOfVariable.set(path, documentNodes.length);
      documentNodes.push(createNode('field', page.id, null, root));
    }
  }
  let pageIndex = 0;
  const dependencies = documentNodes.map((node, index) => {
    const needed: number[] = [];
    const need = (path: string) => {
      const source = documentIndexOfVariable.get(topOf(path));
      if (source !== undefined && source !== index && !needed.includes(source)) needed.push(source);
    };
    if (!node.root) {
      pageIndex = index;
      for (const path of reads(node.rule)) need(path);
      return needed;
    }
    needed.push(pageIndex);
    forEachVariable(node.root, (variable, preorder) => {
      variable.preorder = preorder;
      for (const path of reads(variable.rule)) need(path);
      for (const option of variable.options ?? [])
        for (const path of reads(option.rule)) need(path);
    });
    return needed;
  });
  const order = sortTopologically(dependencies);
  const nodes = order.map((documentIndex, index) => {
    const node = documentNodes[documentIndex] as PlanNode;
    node.index = index;
    return node;
  });
  const nodeOfVariable = new Map<string, number>();
  const nodeOfPage = new Map<string, number>();
  const fieldsOfPage = new Map<string, number[]>();
  for (const node of nodes) {
    if (node.root) {
      nodeOfVariable.set(node.root.path, node.index);
      const fields = fieldsOfPage.get(node.pageId);
      if (fields) fields.push(node.index);
      else fieldsOfPage.set(node.pageId, [node.index]);
    } else {
      nodeOfPage.set(node.pageId, node.index);
    }
  }

  // Which reads are masked and which raw (see above).
  const rawPathsOf = (rule: unknown, node: number, ownerPreorder: number) => {
    let raw: Set<string> | null = null;
    for (const path of reads(rule)) {
      const source = nodeOfVariable.get(topOf(path));
      if (source === undefined || source < node) continue;
      const target = byPath.get(path);
      if (source > node || (target !== undefined && target.preorder * 2 >= ownerPreorder)) {
        raw ??= new Set();
        raw.add(path);
      }
    }
    return raw;
  };
  for (const node of nodes) {
    if (!node.root) {
      node.rawPaths = rawPathsOf(node.rule, node.index, 0);
      continue;
    }
    forEachVariable(node.root, (variable) => {
      if (variable.rule !== null) {
        variable.rawPaths = rawPathsOf(variable.rule, node.index, variable.preorder * 2);
      }
      for (const option of variable.options ?? []) {
        option.rawPaths = rawPathsOf(option.rule, node.index, variable.preorder * 2 + 1);
      }
    });
  }

  // Who reads what, from the artifact's dependents index ('page:<id>', 'field:<path>',
  // 'option:<path>:<itemId>').
  const readersOfVariable = new Map<string, number[]>();
  for (const variable in compiled.dependents) {
    const readers: number[] = [];
    for (const ruleId of compiled.dependents[variable] ?? []) {
      const colon = ruleId.indexOf(':');
      const rest = ruleId.slice(colon + 1);
      const reader = ruleId.startsWith('page:')
        ? nodeOfPage.get(rest)
        : nodeOfVariable.get(
            topOf(ruleId.startsWith('option:') ? rest.slice(0, rest.lastIndexOf(':')) : rest),
          );
      if (reader !== undefined && !readers.includes(reader)) readers.push(reader);
    }
    readersOfVariable.set(
      variable,
      readers.sort((a, b) => a - b),
    );
  }
  for (const node of nodes) {
    node.readers = node.root
      ? (readersOfVariable.get(node.root.path) ?? []).filter((reader) => reader > node.index)
      : (fieldsOfPage.get(node.pageId) ?? []);
  }

  return { nodes, roots, readersOfVariable, nodeOfVariable };
}

const noReads: readonly string[] = [];

function createNode(
  kind: PlanNode['kind'],
  pageId: string,
  rule: unknown,
  root: PlanVariable | null,
): PlanNode {
  return { index: 0, kind, pageId, rule, rawPaths: null, root, readers: [] };
}

function forEachVariable(
  root: PlanVariable,
  visit: (variable: PlanVariable, preorder: number) => void,
) {
  let preorder = 0;
  const walk = (variable: PlanVariable) => {
    visit(variable, preorder++);
    for (const child of variable.children) walk(child);
  };
  walk(root);
}

function schemaOf(
  pageSchemas: ReadonlyMap<string, JsonObject>,
  variable: CompiledVariable,
  parent: PlanVariable | undefined,
): JsonObject {
  const container = parent
    ? parent.kind === 'list'
      ? (parent.schema.items as JsonObject | undefined)
      : parent.schema
    : pageSchemas.get(variable.pageId);
  const properties = container?.properties as Record<string, JsonObject> | undefined;
  return properties?.[variable.key] ?? {};
}
