import type { InterviewAnswer } from '@schemas/api/documents';
import type { ClauseVariable } from '@schemas/api/library';
import type { InterviewItem } from '@schemas/interview';
import type { EditorBody } from '../model/toApiCalls';
import { type BuilderApi, sendWrite } from '../state/builderApi';

// "Crear la pregunta": gives the interview a question a clause reads and it lacks, of the type the
// clause's question had (with its options), where the clause expects it: on the last page, or
// inside the group or list of its path, creating that group or list first when it is missing too.
// Each call carries the document's version and hands the next one the version it answered.
type ClauseWrite =
  | 'POST documents/createPage'
  | 'POST documents/createElement'
  | 'POST documents/createItem';

export async function createClauseQuestion(
  api: BuilderApi,
  loaded: InterviewAnswer,
  variable: ClauseVariable,
): Promise<void> {
  let version = loaded.version;
  // Each write sends the version the previous one answered.
  const write = async <K extends ClauseWrite>(key: K, body: EditorBody<K>) => {
    const answer = await sendWrite(api, { key, body }, version);
    version = answer.version;
    return answer;
  };
  const pages = loaded.interview.pages;
  let pageId = pages.at(-1)?.id;
  if (!pageId) {
    const created = await write('POST documents/createPage', {
      document_id: loaded.document.id,
    });
    pageId = created.page.id;
  }
  const chain = [...variable.parents, variable];
  // The deepest existing question of the chain, and where the rest goes.
  let parent: { elementId: string; itemId: string | null } | null = null;
  let index = 0;
  const top = pages
    .flatMap((page) => page.elements)
    .find((element) => keyOf(element) === chain[0]?.path);
  if (top) {
    parent = { elementId: top.id, itemId: null };
    let items = top.items;
    index = 1;
    while (index < chain.length) {
      const key = lastKey(chain[index]?.path ?? '');
      const found = items.find((item: InterviewItem) => keyOf(item) === key);
      if (!found) break;
      parent = { elementId: top.id, itemId: found.id };
      items = found.items;
      index += 1;
    }
  }
  for (; index < chain.length; index++) {
    const question = chain[index] as ClauseVariable | ClauseVariable['parents'][number];
    const key = lastKey(question.path);
    if (!parent) {
      const created = await write('POST documents/createElement', {
        page_id: pageId,
        element_name: question.type,
        element_title: question.label,
        element_variable: [key],
      });
      parent = { elementId: created.element.id, itemId: null };
      await addOptions(write, created.element.id, null, question.options);
      continue;
    }
    const created = await write('POST documents/createItem', {
      element_id: parent.elementId,
      parent_item_id: parent.itemId,
      item_name: question.type,
      item_title: question.label,
      item_variable: [key],
    });
    await addOptions(write, parent.elementId, created.item.id, question.options);
    parent = { elementId: parent.elementId, itemId: created.item.id };
  }
}

async function addOptions(
  write: (
    key: 'POST documents/createItem',
    body: EditorBody<'POST documents/createItem'>,
  ) => Promise<unknown>,
  elementId: string,
  itemId: string | null,
  options: ClauseVariable['options'],
): Promise<void> {
  for (const option of options) {
    await write('POST documents/createItem', {
      element_id: elementId,
      parent_item_id: itemId,
      item_name: 'option',
      item_title: option.label,
      item_value: option.value === option.label ? [] : [option.value],
    });
  }
}

const keyOf = (question: { variable: string[] }) => question.variable[0]?.trim() ?? '';
const lastKey = (path: string) => path.slice(path.lastIndexOf('.') + 1);
