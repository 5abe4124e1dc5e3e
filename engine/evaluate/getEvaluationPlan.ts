import type {
  CompiledInterview,
  CompiledRule,
  CompiledVariable,
  JsonObject,
} from '@schemas/compiledInterview';
import { compiledSchemaVersion } from '@schemas/compiledInterview';
import type { CalculationType } from '@schemas/formula';
import { inspectFormula, inspectRule } from '../conditions/assertSafeRule';
import { NodeQueue } from './NodeQueue';
import { sortTopologically } from './sortTopologically';

// How a compiled interview is evaluated, derived once per artifact and cached. An artifact may
// come back from storage or the network, so every rule in it is checked (inspectRule) before the
// first evaluation.
//
// Evaluation runs over nodes: each page, and each question placed on a page together with its
// sub-questions. Nodes are ordered so that a node comes after the nodes whose answers its rules
// read (document order when conditions only look back, as lint asks). A rule reads a variable
// *masked* (its answer if the question is visible, nothing otherwise) when the question was
// decided before the rule; in a cycle, which lint reports, the rule reads the raw answer. Both
// the full and the incremental evaluation follow this plan, so they always agree.
//
// A calculation is a node too: its formula's reads are its dependency edges, so it is computed
// after what it reads, and recomputed when one of those answers (or calculations) changes; the
// nodes reading it follow it.
export interface PlanOption {
  value: string;
  rule: unknown;
  // The variable paths the rule reads.
  reads: readonly string[];
  rawPaths: ReadonlySet<string> | null;
}

export interface PlanVariable {
  variable: CompiledVariable;
  key: string;
  path: string;
  kind: 'scalar' | 'group' | 'list' | 'computed';
  // The visibility rule (null for a calculation, whose value does not depend on being shown).
  rule: unknown;
  // A calculation's compiled formula and type; null otherwise.
  formula: unknown;
  computedType: CalculationType | null;
  // The variable paths the rule reads (for a calculation, its formula).
  reads: readonly string[];
  rawPaths: ReadonlySet<string> | null;
  // Only for choice questions with at least one conditional option.
  options: PlanOption[] | null;
  children: PlanVariable[];
  // The question's fragment of the page schema.
  schema: JsonObject;
  // Position inside its node, parents before their fields.
  preorder: number;
  // For a question placed on a page: its node's index (-1 otherwise).
  node: number;
  // For a list whose answer path is its static path (not inside another list): per row already
  // seen, the row's path and its fields' paths in `children` order ('herederos.0',
  // 'herederos.0.nombre'…), made once rather than at every evaluation (a new string is hashed
  // and looked up again each time it is used as a key). Filled by the evaluation, up to a bound.
  rowKeys: string[][] | null;
}

export interface PlanNode {
  index: number;
  kind: 'page' | 'field';
  pageId: string;
  rule: unknown;
  reads: readonly string[];
  rawPaths: ReadonlySet<string> | null;
  root: PlanVariable | null;
  // Later nodes that must be re-evaluated when this node's visibility changes.
  readers: readonly number[];
}

export interface EvaluationPlan {
  nodes: PlanNode[];
  roots: PlanVariable[];
  // Every answer slot by its static path ('nombre', 'comprador.cedula', 'herederos.nombre').
  variables: ReadonlyMap<string, PlanVariable>;
  // Top-level variable → the nodes to evaluate when its answer changes, in evaluation order: those
  // whose rules or formulas read it, and a group's or list's own node (its rows come and go).
  changeTargets: ReadonlyMap<string, readonly number[]>;
  // The calculations' names; null when there are none.
  computed: ReadonlySet<string> | null;
  // The validation rules, checked.
  rules: readonly PlanRule[];
  // The nodes an incremental evaluation has yet to visit (empty between evaluations).
  queue: NodeQueue;
}

export interface PlanRule {
  rule: CompiledRule;
  visibleIf: unknown;
  formula: unknown;
}

// What the plan is built from: every answer slot as a plan variable (rules inspected, fields under
// their group or list, schema fragment found) and the nodes in document order. Read from the
// artifact (`readArtifact`), or handed over by compileInterview, which has all of it at hand
// while it builds the artifact (`seedEvaluationPlan`), so nothing is read twice.
export interface PlanSkeleton {
  variables: Map<string, PlanVariable>;
  roots: PlanVariable[];
  documentNodes: PlanNode[];
}

const plans = new WeakMap<CompiledInterview, EvaluationPlan>();
const skeletons = new WeakMap<CompiledInterview, PlanSkeleton>();

export function getEvaluationPlan(compiled: CompiledInterview): EvaluationPlan {
  let plan = plans.get(compiled);
  if (!plan) {
    const skeleton = skeletons.get(compiled);
    skeletons.delete(compiled);
    plan = finishPlan(skeleton ?? readArtifact(compiled), compiled.rules ?? noRules);
    plans.set(compiled, plan);
  }
  return plan;
}

// The skeleton of an artifact compileInterview has just built; the plan is finished from it when
// first asked for. The artifact must not be changed afterwards (nor may any cached plan's).
export function seedEvaluationPlan(compiled: CompiledInterview, skeleton: PlanSkeleton): void {
  skeletons.set(compiled, skeleton);
}

const topOf = (path: string) => {
  const dot = path.indexOf('.');
  return dot === -1 ? path : path.slice(0, dot);
};

// One answer slot of the plan, its rules checked and their reads listed (inspectRule), attached
// to its group or list. `schema` is the slot's fragment of the page schema.
export function createPlanVariable(
  variable: CompiledVariable,
  parent: PlanVariable | null,
  schema: JsonObject,
): PlanVariable {
  const computed = variable.computed;
  const rule = computed ? null : (variable.visibleIf ?? null);
  const formula = computed ? (computed.formula ?? null) : null;
  let options: PlanOption[] | null = null;
  for (let o = 0; o < variable.options.length; o++) {
    const option = variable.options[o] as CompiledVariable['options'][number];
    const optionRule = option.visibleIf ?? null;
    const reads = inspectRule(optionRule);
    if (optionRule !== null && options === null) {
      options = [];
      for (let e = 0; e < o; e++) {
        const earlier = variable.options[e] as CompiledVariable['options'][number];
        options.push({ value: earlier.value, rule: null, reads: noPaths, rawPaths: null });
      }
    }
    options?.push({ value: option.value, rule: optionRule, reads, rawPaths: null });
  }
  const planVariable: PlanVariable = {
    variable,
    key: variable.key,
    path: variable.path,
    kind: computed
      ? 'computed'
      : variable.type === 'group'
        ? 'group'
        : variable.type === 'repeatingList'
          ? 'list'
          : 'scalar',
    rule,
    formula,
    computedType: computed ? computed.type : null,
    reads: computed ? inspectFormula(formula) : inspectRule(rule),
    rawPaths: null,
    options,
    children: [],
    schema,
    preorder: 0,
    node: -1,
    rowKeys: null,
  };
  if (parent) parent.children.push(planVariable);
  return planVariable;
}

// A page's node, and the node of a question placed on it (`root`), in document order. While the
// skeleton is built, a root's `node` holds its document position.
export function addPageNode(documentNodes: PlanNode[], pageId: string, rule: unknown): void {
  documentNodes.push(createNode('page', pageId, rule ?? null, inspectRule(rule ?? null), null));
}

export function addFieldNode(documentNodes: PlanNode[], pageId: string, root: PlanVariable): void {
  root.node = documentNodes.length;
  documentNodes.push(createNode('field', pageId, null, noPaths, root));
}

// A compiled interview as it comes back from storage or the network: every rule is checked.
function readArtifact(compiled: CompiledInterview): PlanSkeleton {
  if (compiled.schemaVersion !== compiledSchemaVersion) {
    throw new Error(`Unsupported compiled interview version ${String(compiled.schemaVersion)}`);
  }
  const pageSchemas = new Map<string, JsonObject>();
  for (const page of compiled.pages) pageSchemas.set(page.id, page.schema);
  const variables = new Map<string, PlanVariable>();
  const roots: PlanVariable[] = [];
  // Indexed loops: this function runs once per artifact, mostly before V8 optimizes it, and an
  // unoptimized for…of allocates an iterator result per step.
  for (let v = 0; v < compiled.variables.length; v++) {
    const variable = compiled.variables[v] as CompiledVariable;
    const parent = variable.parent === null ? null : (variables.get(variable.parent) ?? null);
    const planVariable = createPlanVariable(
      variable,
      parent,
      schemaOf(pageSchemas, variable, parent),
    );
    variables.set(variable.path, planVariable);
    if (!parent) roots.push(planVariable);
  }
  const documentNodes: PlanNode[] = [];
  for (let p = 0; p < compiled.pages.length; p++) {
    const page = compiled.pages[p] as CompiledInterview['pages'][number];
    addPageNode(documentNodes, page.id, page.visibleIf);
    for (let q = 0; q < page.variables.length; q++) {
      const root = variables.get(page.variables[q] as string);
      if (root && root.variable.parent === null) addFieldNode(documentNodes, page.id, root);
    }
  }
  return { variables, roots, documentNodes };
}

// Built for 5,000 questions in a few milliseconds: answer slots found through one map, and no
// closures or temporary collections per question.
function finishPlan(
  { variables, roots, documentNodes }: PlanSkeleton,
  compiledRules: readonly CompiledRule[],
): EvaluationPlan {
  for (let index = 0; index < documentNodes.length; index++) {
    const root = (documentNodes[index] as PlanNode).root;
    if (root) numberSubtree(root, 0);
  }
  // Nodes are sorted by what they read, unless document order already works (the usual case).
  let nodes = documentNodes;
  const dependencies = collectDependencies(documentNodes, variables);
  if (dependencies) {
    const order = sortTopologically(dependencies);
    nodes = [];
    for (let o = 0; o < order.length; o++)
      nodes.push(documentNodes[order[o] as number] as PlanNode);
  }
  for (let n = 0; n < nodes.length; n++) {
    const node = nodes[n] as PlanNode;
    node.index = n;
    if (node.root) node.root.node = n;
  }

  // Which reads are masked and which raw (see above); who reads what.
  const readersOfVariable = new Map<string, number[]>();
  const fieldsOfPage = new Map<string, number[]>();
  for (let n = 0; n < nodes.length; n++) {
    const node = nodes[n] as PlanNode;
    if (!node.root) {
      node.rawPaths = rawPathsOf(node.reads, node.index, 0, variables);
      addReader(readersOfVariable, node.reads, node.index);
      continue;
    }
    const fields = fieldsOfPage.get(node.pageId);
    if (fields) fields.push(node.index);
    else fieldsOfPage.set(node.pageId, [node.index]);
    decideSubtree(node.root, node.index, variables, readersOfVariable);
  }
  for (let n = 0; n < nodes.length; n++) {
    const node = nodes[n] as PlanNode;
    if (node.root) {
      node.readers = laterReaders(readersOfVariable.get(node.root.path), node.index);
    } else {
      node.readers = fieldsOfPage.get(node.pageId) ?? [];
    }
  }

  let computed: Set<string> | null = null;
  for (let r = 0; r < roots.length; r++) {
    const root = roots[r] as PlanVariable;
    if (root.kind !== 'computed') continue;
    computed ??= new Set();
    computed.add(root.path);
  }
  const rules: PlanRule[] = [];
  for (let r = 0; r < compiledRules.length; r++) {
    const rule = compiledRules[r] as CompiledRule;
    inspectRule(rule.visibleIf ?? null);
    inspectFormula(rule.formula ?? null);
    rules.push({ rule, visibleIf: rule.visibleIf ?? null, formula: rule.formula ?? null });
  }
  const queue = new NodeQueue(nodes.length);
  return {
    nodes,
    roots,
    variables,
    changeTargets: changeTargetsOf(readersOfVariable, roots),
    computed,
    rules,
    queue,
  };
}

const noRules: readonly CompiledRule[] = [];

// The readers of each variable, with a group's or list's own node added in its place (a list
// shared with the readers map when nothing is added), so that an incremental evaluation finds
// what to evaluate with one lookup.
function changeTargetsOf(
  readersOfVariable: ReadonlyMap<string, readonly number[]>,
  roots: readonly PlanVariable[],
): Map<string, readonly number[]> {
  const targets = new Map<string, readonly number[]>(readersOfVariable);
  for (let r = 0; r < roots.length; r++) {
    const root = roots[r] as PlanVariable;
    if (root.node === -1 || (root.kind !== 'group' && root.kind !== 'list')) continue;
    const readers = readersOfVariable.get(root.path) ?? noReaders;
    if (readers.includes(root.node)) continue;
    const merged = [...readers, root.node];
    merged.sort((a, b) => a - b);
    targets.set(root.path, merged);
  }
  return targets;
}

const noPaths: readonly string[] = [];
const noReaders: readonly number[] = [];

// The readers after `index` (the list is in evaluation order): the list itself when all are,
// as most are, so that no list is copied per question.
function laterReaders(readers: readonly number[] | undefined, index: number): readonly number[] {
  if (!readers) return noReaders;
  let first = 0;
  while (first < readers.length && (readers[first] as number) <= index) first++;
  if (first === 0) return readers;
  return first === readers.length ? noReaders : readers.slice(first);
}

// For each node (document positions), the nodes it must come after; null when every node reads
// only nodes before it (its page, questions placed earlier), as when conditions only look back:
// then document order is the evaluation order, found by one scan that builds no list.
function collectDependencies(
  documentNodes: readonly PlanNode[],
  variables: ReadonlyMap<string, PlanVariable>,
): number[][] | null {
  let looksAhead = false;
  for (let index = 0; index < documentNodes.length && !looksAhead; index++) {
    const node = documentNodes[index] as PlanNode;
    looksAhead = node.root
      ? addSubtreeSources(node.root, index, variables, null)
      : addSources(node.reads, index, variables, null);
  }
  if (!looksAhead) return null;
  const dependencies: number[][] = [];
  let pageIndex = 0;
  for (let index = 0; index < documentNodes.length; index++) {
    const needed: number[] = [];
    pageIndex = addNodeSources(documentNodes, index, pageIndex, variables, needed);
    dependencies.push(needed);
  }
  return dependencies;
}

// Adds what the node at `index` needs (a field its page, and the nodes its rules read); returns
// the position of the page the walk is on.
function addNodeSources(
  documentNodes: readonly PlanNode[],
  index: number,
  pageIndex: number,
  variables: ReadonlyMap<string, PlanVariable>,
  needed: number[],
): number {
  const node = documentNodes[index] as PlanNode;
  if (!node.root) {
    addSources(node.reads, index, variables, needed);
    return index;
  }
  needed.push(pageIndex);
  addSubtreeSources(node.root, index, variables, needed);
  return pageIndex;
}

function createNode(
  kind: PlanNode['kind'],
  pageId: string,
  rule: unknown,
  reads: readonly string[],
  root: PlanVariable | null,
): PlanNode {
  return { index: 0, kind, pageId, rule, reads, rawPaths: null, root, readers: noReaders };
}

// Numbers a node's variables in preorder (parents before their fields); returns the next number.
function numberSubtree(variable: PlanVariable, preorder: number): number {
  variable.preorder = preorder;
  let next = preorder + 1;
  for (const child of variable.children) next = numberSubtree(child, next);
  return next;
}

// Adds to `needed` the document positions of the nodes whose answers `reads` needs, other than
// `index` itself; says whether one of them comes after `index`. With `needed` null it only
// answers that, and stops at the first such read.
function addSources(
  reads: readonly string[],
  index: number,
  variables: ReadonlyMap<string, PlanVariable>,
  needed: number[] | null,
): boolean {
  let ahead = false;
  for (let i = 0; i < reads.length; i++) {
    const source = variables.get(topOf(reads[i] as string))?.node ?? -1;
    if (source > index) {
      if (!needed) return true;
      ahead = true;
    }
    if (needed && source !== -1 && source !== index && !needed.includes(source)) {
      needed.push(source);
    }
  }
  return ahead;
}

// The same for a question, its options and its sub-questions.
function addSubtreeSources(
  variable: PlanVariable,
  index: number,
  variables: ReadonlyMap<string, PlanVariable>,
  needed: number[] | null,
): boolean {
  let ahead = addSources(variable.reads, index, variables, needed);
  const options = variable.options ?? noOptions;
  for (let o = 0; o < options.length && !(ahead && !needed); o++) {
    if (addSources((options[o] as PlanOption).reads, index, variables, needed)) ahead = true;
  }
  const children = variable.children;
  for (let c = 0; c < children.length && !(ahead && !needed); c++) {
    if (addSubtreeSources(children[c] as PlanVariable, index, variables, needed)) ahead = true;
  }
  return ahead;
}

const noOptions: readonly PlanOption[] = [];

function decideSubtree(
  variable: PlanVariable,
  node: number,
  variables: ReadonlyMap<string, PlanVariable>,
  readersOfVariable: Map<string, number[]>,
): void {
  if (variable.rule !== null || variable.formula !== null) {
    variable.rawPaths = rawPathsOf(variable.reads, node, variable.preorder * 2, variables);
    addReader(readersOfVariable, variable.reads, node);
  }
  for (const option of variable.options ?? noOptions) {
    option.rawPaths = rawPathsOf(option.reads, node, variable.preorder * 2 + 1, variables);
    addReader(readersOfVariable, option.reads, node);
  }
  for (const child of variable.children) decideSubtree(child, node, variables, readersOfVariable);
}

// The reads of a rule that see the raw answer rather than the masked one: those of questions
// decided after the rule (a later node, or a later place in the same node).
function rawPathsOf(
  reads: readonly string[],
  node: number,
  ownerPreorder: number,
  variables: ReadonlyMap<string, PlanVariable>,
): Set<string> | null {
  let raw: Set<string> | null = null;
  for (const path of reads) {
    const source = variables.get(topOf(path))?.node ?? -1;
    if (source === -1 || source < node) continue;
    const target = variables.get(path);
    if (source > node || (target !== undefined && target.preorder * 2 >= ownerPreorder)) {
      raw ??= new Set();
      raw.add(path);
    }
  }
  return raw;
}

// Nodes are visited in evaluation order, so each list stays sorted without duplicates.
function addReader(
  readersOfVariable: Map<string, number[]>,
  reads: readonly string[],
  node: number,
): void {
  for (const path of reads) {
    const top = topOf(path);
    const readers = readersOfVariable.get(top);
    if (!readers) readersOfVariable.set(top, [node]);
    else if (readers[readers.length - 1] !== node) readers.push(node);
  }
}

function schemaOf(
  pageSchemas: ReadonlyMap<string, JsonObject>,
  variable: CompiledVariable,
  parent: PlanVariable | null,
): JsonObject {
  const container = parent
    ? parent.kind === 'list'
      ? (parent.schema.items as JsonObject | undefined)
      : parent.schema
    : pageSchemas.get(variable.pageId);
  const properties = container?.properties as Record<string, JsonObject> | undefined;
  return properties?.[variable.key] ?? {};
}
