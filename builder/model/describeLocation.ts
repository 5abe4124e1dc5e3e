import type { Diagnostic } from '@schemas/diagnostic';
import type { Interview, InterviewItem } from '@schemas/interview';
import { defaultQuestionTitle } from '@schemas/question';
import { builderMessages } from '../builderMessages';

const text = builderMessages.lint.location;

// Where a diagnostic points, as the lawyer finds it in the editor: the page by number and name,
// then the question by its number on the page and its title, then the field or option inside it
// ("Página 2 «Inventario» › Pregunta 3 «Muebles» › Campo 1 «Mueble»"). Numbers tell apart
// questions that still share the example title.
export function describeLocation(
  interview: Interview,
  diagnostic: Pick<Diagnostic, 'pageId' | 'elementId' | 'itemId'>,
): string {
  const pageIndex = interview.pages.findIndex((page) => page.id === diagnostic.pageId);
  const page = interview.pages[pageIndex];
  if (!page) return '';
  const parts = [text.page(pageIndex + 1, page.name.trim())];
  const elementIndex = page.elements.findIndex((element) => element.id === diagnostic.elementId);
  const element = page.elements[elementIndex];
  if (!element) return parts.join(' › ');
  parts.push(text.question(elementIndex + 1, titleOf(element.title)));
  if (diagnostic.itemId) {
    for (const step of pathTo(element.items, diagnostic.itemId) ?? []) parts.push(step);
  }
  return parts.join(' › ');
}

// The steps from a question down to one of its items: options are numbered among options,
// fields among fields.
function pathTo(items: readonly InterviewItem[], itemId: string): string[] | null {
  const options = items.filter((item) => item.name === 'option');
  const fields = items.filter((item) => item.name !== 'option');
  for (const item of items) {
    const step =
      item.name === 'option'
        ? text.option(options.indexOf(item) + 1, item.title.trim())
        : text.field(fields.indexOf(item) + 1, titleOf(item.title));
    if (item.id === itemId) return [step];
    const below = pathTo(item.items, itemId);
    if (below) return [step, ...below];
  }
  return null;
}

function titleOf(title: string): string {
  return title.trim() || defaultQuestionTitle;
}
