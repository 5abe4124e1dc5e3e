// The engine's public entry: everything the player, the builder and the server call.
export { compileInterview } from './compile/compileInterview';
export { InterviewCompileError } from './compile/InterviewCompileError';
export { operatorTable } from './conditions/operatorTable';
export {
  diffParagraphs,
  diffTexts,
  paragraphWorkLimit,
  type Redline,
  type RedlineCounts,
  type RedlineOptions,
  type RedlineParagraph,
  type RedlineSegment,
  type RedlineSegmentKind,
  redlineNewText,
  redlineOldText,
  similarityThreshold,
  splitParagraphs,
  wordWorkLimit,
} from './diff/redline';
export { evaluateVisibility, type Visibility } from './evaluate/evaluateVisibility';
export { currencyName, defaultCurrency, formatAmountInWords } from './format/formatAmountInWords';
export { formatAnswer } from './format/formatAnswer';
export { formatNotarialDate, formatShortDate, parseIsoDate } from './format/formatDates';
export { formatLongDate } from './format/formatLongDate';
export { formatCurrency, formatNumber } from './format/formatNumber';
export { formatOrdinal } from './format/formatOrdinal';
export { formatSpanishList } from './format/formatSpanishList';
export {
  defaultFormatFor,
  formatsByQuestionType,
  isFormatAllowed,
} from './format/formatsByQuestionType';
export { type FormatContext, type FormatKey, formatKeys, formatValue } from './format/formatValue';
export {
  type DateStyle,
  formatDateAs,
  formatMoney,
  formatNumberAs,
  locale,
  monthNames,
  type NumberStyle,
  type TimeZone,
} from './format/locale';
export { maxWordsNumber, numberToWords, type WordsForm } from './format/numberToWords';
export { parseFormatName } from './format/parseFormatName';
export {
  type SummaryLine,
  type SummarySection,
  summarizeAnswers,
} from './format/summarizeAnswers';
export {
  calculationQuestionTypes,
  emptyCalculation,
} from './formulas/calculationTypes';
export {
  calculationKinds,
  checkFormula,
  type FormulaKind,
  fitsKind,
} from './formulas/checkFormula';
export { checkFormulaShape, formulaArity, rowOperations } from './formulas/formulaShape';
export {
  type FormulaTextResult,
  formulaFunctionNames,
  formulaTextMaxLength,
  formulaToText,
  parseFormulaText,
} from './formulas/formulaText';
export {
  type PathRewrite,
  type RuleRewrite,
  renamePathPrefix,
  rewriteFormula,
  rewriteStatement,
} from './formulas/rewriteFormula';
export { blockingCodes, findBlockingProblems } from './lint/findBlockingProblems';
export { formulaDiagnostics } from './lint/lintFormulas';
export { lintInterview } from './lint/lintInterview';
export {
  answerMessages,
  calculationTypeLabels,
  elementTypeLabels,
  formatLabels,
  formulaKindLabels,
  formulaMessages,
  formulaOperationLabels,
  formulaTextMessages,
  lintMessages,
  markdownMessages,
  operatorLabels,
  questionTypeLabels,
  ruleScopeLabels,
  templateMessages,
} from './messages';
export { isValidVariableName } from './model/variableName';
export type {
  PlayerField,
  PlayerWidget,
  QuestionTypeDefinition,
  QuestionUiSchema,
  ValueKind,
} from './questions/questionTypeDefinition';
export { questionTypeRegistry } from './questions/questionTypeRegistry';
export {
  applyRenamedReferences,
  type QuestionEdit,
  type RenamedReference,
  renameReferences,
} from './rename/renameReferences';
export { evaluateTemplateCondition } from './render/evaluateTemplateCondition';
export {
  maxResolvedNodes,
  type RenderOptions,
  renderTemplate,
  TemplateRenderError,
} from './render/renderTemplate';
export { resolvedToText } from './render/resolvedToText';
export { joinPreviewParts, type PreviewUpdate, TemplatePreview } from './render/templatePreview';
export { type ImportedMarkdown, importMarkdown } from './template/importMarkdown';
export {
  type ParsedTemplate,
  parseTemplateContent,
  type TemplateProblem,
} from './template/parseTemplateContent';
export { templateVariablePaths } from './template/templateVariablePaths';
export { answerFormats } from './validate/answerFormats';
export { checkPatternSafety, type PatternSafety } from './validate/checkPatternSafety';
export {
  type AnswerValidation,
  type FailedRule,
  validateAnswers,
} from './validate/validateAnswers';
