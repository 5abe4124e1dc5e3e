import { findBlockingProblems } from '@engine/index';
import type { FieldError } from '@schemas/api/errors';
import {
  InterviewFile,
  interviewFileFormat,
  interviewFileVersion,
} from '@schemas/api/interviewFile';
import type { Interview, InterviewItem } from '@schemas/interview';
import type { ItemKind } from '@schemas/questionType';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { apiErrors } from '../../errors/ApiError';
import { checkTemplateContent } from '../../templates/checkTemplateContent';
import { documentErrors } from '../documentErrors';
import { documentMessages } from '../documentMessages';
import { anchorOf } from '../findAddedProblems';
import { findPlacementProblem } from '../findPlacementProblem';

// Reads an uploaded interview file as fully as the edits that would have built it: its format and
// version first (a newer version is refused before anything else is read, since its shape may
// differ), then every field against the schema with the edits' limits, what each question may
// hold, the engine's blocking problems (names, references, operators and values, unsafe patterns,
// sizes) and each rich template through the template gate. The first refusal throws a 400 in
// Spanish naming where it is; nothing is written before this returns. Every page, question and
// item gets a new id from `newId` (the file's ids are another server's, and may repeat).
export function readInterviewFile(
  file: unknown,
  newId: () => string,
): { file: InterviewFile; interview: Interview } {
  if (!isObject(file) || file.format !== interviewFileFormat) {
    throw documentErrors.field('file.format', documentMessages.notInterviewFile);
  }
  const version = file.formatVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw documentErrors.field('file.formatVersion', documentMessages.unknownFileVersion);
  }
  if (version > interviewFileVersion) {
    throw documentErrors.field(
      'file.formatVersion',
      documentMessages.newerFileVersion(version, interviewFileVersion),
    );
  }
  const validate = fileValidator();
  if (!validate(file)) throw invalidFields(validate.errors ?? []);
  const placement = findMisplacedItem(file.interview);
  if (placement) throw documentErrors.field('file.interview', placement);
  const interview = withNewIds(file.interview, newId);
  const problems = findBlockingProblems(interview);
  if (problems.length > 0) {
    const fields: FieldError[] = [];
    for (const problem of problems.slice(0, 10)) {
      const message = locate(interview, anchorOf(problem), problem.message);
      if (!fields.some((known) => known.message === message))
        fields.push({ field: 'file.interview', message });
    }
    throw apiErrors.fieldsInvalid(fields);
  }
  const templates = file.templates.map((template, index) => ({
    ...template,
    content: checkTemplateContent(template.content, `file.templates.${index}.content`),
  }));
  return { file: { ...file, templates }, interview };
}

// The same tree with new ids, the references between them (pageId, elementId, parentItemId)
// following. Conditions and templates name variables, never ids, so they stay as they are.
function withNewIds(interview: Interview, newId: () => string): Interview {
  const items = (list: InterviewItem[], elementId: string, parentItemId: string | null) =>
    list.map((item): InterviewItem => {
      const id = newId();
      return { ...item, id, elementId, parentItemId, items: items(item.items, elementId, id) };
    });
  return {
    ...interview,
    pages: interview.pages.map((page) => {
      const pageId = newId();
      return {
        ...page,
        id: pageId,
        elements: page.elements.map((element) => {
          const id = newId();
          return { ...element, id, pageId, items: items(element.items, id, null) };
        }),
      };
    }),
  };
}

let validator: ValidateFunction<InterviewFile> | null = null;

// Compiled on first use (the schema is large), with the documents routes' settings: no coercion,
// nothing removed, every error.
function fileValidator(): ValidateFunction<InterviewFile> {
  if (!validator) {
    const ajv = new Ajv({ allErrors: true, coerceTypes: false, removeAdditional: false });
    addFormats(ajv);
    validator = ajv.compile<InterviewFile>(InterviewFile);
  }
  return validator;
}

// Schema errors become the API's 400 with Spanish field messages, by the same error handler as
// the bodies' (it reads `validation`), with paths under `file`.
function invalidFields(errors: ErrorObject[]): Error {
  return Object.assign(new Error('invalid interview file'), {
    statusCode: 400,
    validation: errors.map((error) => ({ ...error, instancePath: `/file${error.instancePath}` })),
  });
}

// The placement rules of createItem, over the whole tree: options only under choice questions,
// sub-questions only under groups and lists, nothing under an option or another question.
function findMisplacedItem(interview: Interview): string | null {
  const visit = (
    parent: { name: string; title: string },
    items: InterviewItem[],
  ): string | null => {
    for (const item of items) {
      const problem = findPlacementProblem(parent.name, item.name as ItemKind);
      if (problem) return documentMessages.inQuestion(parent.title.trim(), problem);
      const below = visit(item, item.items);
      if (below) return below;
    }
    return null;
  };
  for (const page of interview.pages) {
    for (const element of page.elements) {
      const problem = visit(element, element.items);
      if (problem) return problem;
    }
  }
  return null;
}

function locate(interview: Interview, anchor: string, message: string): string {
  for (const page of interview.pages) {
    if (page.id === anchor) return documentMessages.inPage(page.name.trim(), message);
    for (const element of page.elements) {
      const title = findTitle(element, anchor);
      if (title !== null) return documentMessages.inQuestion(title.trim(), message);
    }
  }
  return message;
}

function findTitle(
  node: { id: string; title: string; items: InterviewItem[] },
  id: string,
): string | null {
  if (node.id === id) return node.title;
  for (const item of node.items) {
    const title = findTitle(item, id);
    if (title !== null) return title;
  }
  return null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
