import type { DocumentSession } from '../../documents/support/documentsApi';
import { buildDocx, paragraph } from './buildDocx';

// A Word template that expands to thousands of pages: a list whose every row repeats
// `pagesPerRow` pages of clauses (30 paragraphs a page). 500 rows of 20 pages: 10,000 pages.
export function longWordTemplate(pagesPerRow: number): Buffer {
  const page = Array.from({ length: 30 }, (_, i) =>
    paragraph(
      i === 0
        ? 'Cláusula del inmueble {texto}: el arrendatario recibe el inmueble en buen estado.'
        : 'El arrendatario se obliga a cuidar el inmueble y devolverlo en buen estado, salvo el desgaste natural.',
    ),
  ).join('');
  return buildDocx({
    body: `${paragraph('{#filas}')}${page.repeat(pagesPerRow)}${paragraph('{/filas}')}`,
  });
}

/** Answers for longWordTemplate: `rows` rows. */
export const longAnswers = (rows: number) => ({
  filas: Array.from({ length: rows }, (_, i) => ({ texto: `n.º ${i + 1}` })),
});

/** The interview longWordTemplate is written for: a repeating list `filas` of `texto`. */
export async function createListInterview(session: DocumentSession): Promise<void> {
  const page = await session.addPage('Inmuebles');
  const list = await session.addElement(page, {
    element_name: 'repeatingList',
    element_title: 'Inmuebles',
    element_variable: ['filas'],
  });
  await session.addItem(list, {
    item_name: 'shortText',
    item_title: 'Texto',
    item_variable: ['texto'],
  });
}
