import type {
  ResolvedAlign,
  ResolvedBlock,
  ResolvedDocument,
  ResolvedList,
  ResolvedRun,
  ResolvedTable,
} from '@schemas/resolvedDocument';
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  Footer,
  HeadingLevel,
  type ILevelsOptions,
  LevelFormat,
  Packer,
  PageBreak,
  PageNumber,
  Paragraph,
  type ParagraphChild,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';

const alignments: Record<ResolvedAlign, (typeof AlignmentType)[keyof typeof AlignmentType]> = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
  justify: AlignmentType.JUSTIFIED,
};
const headings = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
] as const;
/** Half-points: 16, 14, 13 and 12 pt headings over 12 pt text. */
const headingSizes = [32, 28, 26, 24];
const listIndent = 360;
const font = 'Times New Roman';

// A rich template's resolved document (engine renderTemplate) as a Word file, with the `docx`
// package: one block to one paragraph or table, one run to one text run, so what the lawyer
// wrote in the editor is what the DOCX (and the PDF LibreOffice makes of it) shows:
// - paragraphs and headings with their alignment; bold, italic, underline; links; line breaks;
// - bulleted and numbered lists, nested by level, each numbered list restarting at its `start`;
// - tables (header rows repeat on each page), with column and row spans;
// - page breaks; A4 pages with the page number in the footer ("Página 1 de 3").
// Text is Times New Roman (Liberation Serif in LibreOffice: same metrics, same line breaks).
export async function resolvedToDocx(resolved: ResolvedDocument): Promise<Buffer> {
  const numbering = new NumberingPlan();
  const children = resolved.blocks.flatMap((block) => toBlocks(block, numbering, 0));
  const document = new Document({
    creator: 'Minuta',
    styles: {
      default: { document: { run: { font, size: 24 }, paragraph: { spacing: { after: 120 } } } },
      paragraphStyles: headings.map((_, index) => ({
        id: `Heading${index + 1}`,
        name: `Heading ${index + 1}`,
        basedOn: 'Normal',
        next: 'Normal',
        quickFormat: true,
        run: { bold: true, size: headingSizes[index], font, color: '000000' },
        paragraph: { spacing: { before: 240, after: 120 }, keepNext: true },
      })),
    },
    numbering: { config: numbering.configs() },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: 1417, bottom: 1417, left: 1701, right: 1701 },
          },
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    children: ['Página ', PageNumber.CURRENT, ' de ', PageNumber.TOTAL_PAGES],
                    size: 18,
                  }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}

type Block = Paragraph | Table;

function toBlocks(block: ResolvedBlock, numbering: NumberingPlan, level: number): Block[] {
  switch (block.type) {
    case 'paragraph':
      return [
        new Paragraph({
          alignment: block.align ? alignments[block.align] : undefined,
          children: toRuns(block.runs),
        }),
      ];
    case 'heading':
      return [
        new Paragraph({
          heading: headings[block.level - 1],
          alignment: block.align ? alignments[block.align] : undefined,
          children: toRuns(block.runs),
        }),
      ];
    case 'list':
      return toList(block, numbering, level);
    case 'table':
      return [toTable(block, numbering)];
    case 'pageBreak':
      return [new Paragraph({ children: [new PageBreak()] })];
  }
}

// The first paragraph of an item carries the bullet or number; the item's other blocks are
// indented under it; nested lists go one level deeper.
function toList(list: ResolvedList, numbering: NumberingPlan, level: number): Block[] {
  const instance = numbering.instance(list);
  return list.items.flatMap((item) => {
    let numbered = false;
    return item.blocks.flatMap((block) => {
      if (block.type === 'list') return toList(block, numbering, level + 1);
      if (block.type !== 'paragraph' && block.type !== 'heading') {
        return toBlocks(block, numbering, level);
      }
      const first = !numbered;
      numbered = true;
      return [
        new Paragraph({
          alignment: block.align ? alignments[block.align] : undefined,
          children: toRuns(block.runs),
          ...(first
            ? { numbering: { reference: instance.reference, level, instance: instance.id } }
            : { indent: { left: listIndent * (level + 1) } }),
        }),
      ];
    });
  });
}

function toTable(table: ResolvedTable, numbering: NumberingPlan): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: table.rows.map(
      (row) =>
        new TableRow({
          tableHeader: row.cells.length > 0 && row.cells.every((cell) => cell.header),
          children: row.cells.map((cell) => {
            const blocks = cell.blocks.flatMap((block) => toBlocks(block, numbering, 0));
            return new TableCell({
              columnSpan: cell.colspan > 1 ? cell.colspan : undefined,
              rowSpan: cell.rowspan > 1 ? cell.rowspan : undefined,
              // Word needs a paragraph in every cell.
              children: blocks.length > 0 ? blocks : [new Paragraph({})],
            });
          }),
        }),
    ),
  });
}

function toRuns(runs: readonly ResolvedRun[]): ParagraphChild[] {
  return runs.map((run) => {
    if (run.type === 'lineBreak') return new TextRun({ break: 1 });
    const text = new TextRun({
      text: run.text,
      bold: run.bold,
      italics: run.italic,
      underline: run.underline || run.link ? {} : undefined,
      color: run.link ? '1F4E9A' : undefined,
    });
    return run.link ? new ExternalHyperlink({ link: run.link, children: [text] }) : text;
  });
}

// Word numbering: one abstract definition per kind of list and start value, one instance per list
// (so each numbered list restarts).
class NumberingPlan {
  private readonly references = new Map<string, { ordered: boolean; start: number }>();
  private nextInstance = 1;

  instance(list: ResolvedList): { reference: string; id: number } {
    const reference = list.ordered ? `ordered-${list.start}` : 'bullets';
    this.references.set(reference, { ordered: list.ordered, start: list.start });
    return { reference, id: this.nextInstance++ };
  }

  configs() {
    // Always both common ones, so the document's numbering part is never empty.
    this.references.set('bullets', { ordered: false, start: 1 });
    return [...this.references].map(([reference, { ordered, start }]) => ({
      reference,
      levels: Array.from(
        { length: 9 },
        (_, level): ILevelsOptions => ({
          level,
          format: ordered ? LevelFormat.DECIMAL : LevelFormat.BULLET,
          text: ordered ? `%${level + 1}.` : level % 2 === 0 ? '•' : '◦',
          start: level === 0 ? start : 1,
          alignment: AlignmentType.LEFT,
          style: { paragraph: { indent: { left: listIndent * (level + 1), hanging: listIndent } } },
        }),
      ),
    }));
  }
}
