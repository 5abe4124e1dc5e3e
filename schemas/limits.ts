// Bounds on what a lawyer can author. Tenant content runs on shared servers and in guests'
// browsers, so every list, string and nesting level has a ceiling enforced at the edge (these
// schemas) and again by the engine where a schema cannot express it (depth of recursion).
export const limits = {
  idLength: 64,
  nameLength: 200,
  titleLength: 2000,
  helpLength: 1000,
  placeholderLength: 200,
  symbolLength: 16,
  variableLength: 64,
  valueLength: 2000,
  valuesPerQuestion: 200,
  itemsPerQuestion: 200,
  elementsPerPage: 1000,
  pagesPerInterview: 500,
  questionsPerInterview: 10000,
  conditionValueLength: 500,
  conditionsPerGroup: 20,
  statementDepth: 5,
  statementRules: 50,
  patternLength: 300,
  patternMessageLength: 300,
  nestingDepth: 4,
  textLength: 500,
  longTextLength: 20000,
  listRows: 500,
  // Formulas of calculations and validation rules (schemas/formula.ts): nesting of operations,
  // operations and values in all, and the dates of a holiday list.
  formulaDepth: 8,
  formulaNodes: 300,
  formulaListItems: 100,
  ruleMessageLength: 300,
} as const;
