import type { ImportDocAnswer, ImportDocBody } from '@schemas/api/interviewFile';
import type { Interview, InterviewItem, InterviewQuestion } from '@schemas/interview';
import { recordAudit } from '../../audit/recordAudit';
import type { Principal } from '../../auth/Principal';
import type { Db } from '../../db/Database';
import { reserveStorage } from '../../plans/reserveStorage';
import type { Ports, RequestOrigin } from '../../ports/Ports';
import { checkAllVariables } from '../checkAllVariables';
import { insertDocument } from '../createDocument';
import { documentErrors } from '../documentErrors';
import { loadDocuments } from '../loadDocuments';
import { parseSpecDate } from '../parseSpecDate';
import { toDocumentTree } from '../toDocumentTree';
import { toQuestionChanges } from '../toQuestionChanges';
import { type CheckedWordTemplate, checkWordTemplates } from './checkWordTemplates';
import { readInterviewFile } from './readInterviewFile';

// documents/importDocument: a new document in one of the caller's workspaces from an interview
// file (schemas/api/interviewFile.ts). The file is read and checked whole first
// (readInterviewFile), its Word templates through the upload gate (checkWordTemplates); the Word
// templates' bytes are stored; then, in one transaction, the document is created within the
// plan's limit like createDoc, its pages, questions, items and templates are written with new ids
// (the selected template following its own) and the Word templates' bytes are counted against the
// plan's storage. A refusal writes nothing, and removes the bytes stored for it.
export async function importDocument(
  ports: Ports,
  principal: Principal,
  body: ImportDocBody,
  origin: RequestOrigin,
): Promise<ImportDocAnswer> {
  const { file, interview } = readInterviewFile(body.file, () => ports.random.uuid());
  const wordTemplates = checkWordTemplates(
    file.wordTemplates ?? [],
    ports.config.generation.templateMaxBytes,
  );
  const templateDates = file.templates.map((template) => parseSpecDate(template.date));
  const { firstName, lastName } = principal.profile;
  const cipher = await ports.dataKeys.forAccount(ports.db, principal.accountId);
  const allVariables = checkAllVariables('allVariables', {}, cipher);
  const stored = wordTemplates.map((template) => ({
    ...template,
    id: ports.random.uuid(),
    key: `word-templates/${ports.random.hex(16)}.docx`,
  }));
  try {
    for (const template of stored) await ports.storage.put(template.key, template.bytes);
    return await writeDocument(stored);
  } catch (error) {
    for (const template of stored) await ports.storage.delete(template.key);
    throw error;
  }

  function writeDocument(
    stored: Array<CheckedWordTemplate & { id: string; key: string }>,
  ): Promise<ImportDocAnswer> {
    return ports.db.transaction().execute(async (trx) => {
      const now = ports.clock.now();
      const row = await insertDocument(trx, ports, principal, {
        workspaceId: body.workspace_id,
        name: file.document.name,
        date: new Date(Math.floor(now.getTime() / 1000) * 1000),
        creator: `${firstName} ${lastName}`.trim(),
        toggle: file.document.toggle,
        notarized: file.document.notarized,
        docx: file.document.docx,
        status: file.document.status,
        allVariables,
      });
      await insertTree(trx, row.id, interview);
      const templatesIds: string[] = [];
      for (const [index, template] of file.templates.entries()) {
        const id = ports.random.uuid();
        templatesIds.push(id);
        await trx
          .insertInto('templates')
          .values({
            id,
            account_id: principal.accountId,
            document_id: row.id,
            name: template.name,
            template_date: templateDates[index] ?? now,
            content: JSON.stringify(template.content),
            version: 1,
            created_by: principal.userId,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      for (const template of stored) {
        await trx
          .insertInto('word_templates')
          .values({
            id: template.id,
            account_id: principal.accountId,
            document_id: row.id,
            name: template.name,
            storage_key: template.key,
            size_bytes: template.bytes.length,
            placeholders: JSON.stringify(template.placeholders),
            warnings: JSON.stringify(template.warnings),
            uploaded_by: principal.userId,
            created_at: now,
          })
          .execute();
      }
      const wordBytes = stored.reduce((sum, template) => sum + template.bytes.length, 0);
      if (wordBytes > 0) await reserveStorage(trx, principal.accountId, wordBytes);
      const selectedId = file.document.selectedTemplateId;
      const rich = file.templates.findIndex((template) => template.id === selectedId);
      const word = stored.find((template) => template.fileId === selectedId);
      const selection =
        rich !== -1
          ? { general_selected_temp: templatesIds[rich], general_selected_kind: 'rich' as const }
          : word
            ? { general_selected_temp: word.id, general_selected_kind: 'word' as const }
            : null;
      const settings = {
        ...selection,
        ...(file.document.oneQuestion === true && { one_question: true }),
      };
      if (Object.keys(settings).length > 0) {
        await trx.updateTable('documents').set(settings).where('id', '=', row.id).execute();
      }
      await recordAudit(trx, ports, {
        event: 'document_created',
        accountId: principal.accountId,
        actorUserId: principal.userId,
        subjectUserId: null,
        origin,
        details: {
          documentId: row.id,
          workspaceId: row.workspace_id,
          name: row.name,
          importedFrom: file.interview.documentId,
          formatVersion: file.formatVersion,
        },
      });
      const [loaded] = await loadDocuments(trx, {
        accountId: principal.accountId,
        documentId: row.id,
      });
      if (!loaded) throw documentErrors.notFound();
      return {
        version: loaded.document.version,
        document: toDocumentTree(loaded, cipher),
        templatesIds,
        wordTemplatesIds: stored.map((template) => template.id),
      };
    });
  }
}

// Pages, then elements, then items level by level (a parent before its children), each in
// batches: a 10,000-question interview is a few dozen statements, not thousands.
async function insertTree(trx: Db, documentId: string, interview: Interview): Promise<void> {
  const pages = interview.pages.map((page, index) => ({
    id: page.id,
    document_id: documentId,
    name: page.name,
    conditional: page.conditional,
    statement: page.statement === null ? null : JSON.stringify(page.statement),
    position: index + 1,
  }));
  const elements = interview.pages.flatMap((page) =>
    page.elements.map((element, index) => ({
      id: element.id,
      document_id: documentId,
      page_id: page.id,
      name: element.name,
      ...questionColumns(element),
      // A calculation's or a validation rule's settings (formulas checked with the interview).
      calculation: element.calculation ? JSON.stringify(element.calculation) : null,
      validation_rule: element.validationRule ? JSON.stringify(element.validationRule) : null,
      position: index + 1,
    })),
  );
  for (const batch of batches(pages)) await trx.insertInto('pages').values(batch).execute();
  for (const batch of batches(elements)) await trx.insertInto('elements').values(batch).execute();
  let level = interview.pages.flatMap((page) =>
    page.elements.flatMap((element) => rowsOf(documentId, element.id, null, element.items)),
  );
  while (level.length > 0) {
    for (const batch of batches(level)) {
      await trx
        .insertInto('items')
        .values(batch.map(({ children: _children, ...item }) => item))
        .execute();
    }
    level = level.flatMap((item) => rowsOf(documentId, item.element_id, item.id, item.children));
  }
}

function rowsOf(
  documentId: string,
  elementId: string,
  parentItemId: string | null,
  items: InterviewItem[],
) {
  return items.map((item, index) => ({
    id: item.id,
    document_id: documentId,
    element_id: elementId,
    parent_item_id: parentItemId,
    name: item.name,
    ...questionColumns(item),
    position: index + 1,
    children: item.items,
  }));
}

function* batches<T>(rows: T[], size = 200): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

function questionColumns(question: InterviewQuestion) {
  return {
    title: question.title,
    simbol: question.simbol,
    value: JSON.stringify(question.value),
    variable: JSON.stringify(question.variable),
    required: question.required,
    conditional: question.conditional,
    statement: null,
    help: null,
    placeholder: null,
    validation: null,
    ...toQuestionChanges({
      statement: question.statement,
      help: question.help,
      placeholder: question.placeholder,
      validation: question.validation,
    }),
  };
}
