import type { Interview, InterviewElement, InterviewItem } from '@schemas/interview';
import type { QuestionType } from '@schemas/questionType';
import PizZip from 'pizzip';

// The benchmark's document: an 11-page contract with 200 fields, 5 conditional sections and a
// 50-row table loop, as an interview, its answers, and the same Word template written twice: with
// Minuta's placeholders (formats and conditions) and with docxtemplater's plain ones (the same
// paragraphs, tags without formats, sections over booleans), which docxtemplater alone renders.
export interface ContractBenchmark {
  interview: Interview;
  answers: Record<string, unknown>;
  ours: Buffer;
  plain: Buffer;
}

const fieldTypes: QuestionType[] = ['shortText', 'number', 'currency', 'date'];
const formats: Record<string, string[]> = {
  shortText: ['mayúsculas', 'nombre propio', ''],
  number: ['letras', 'número', 'ordinal'],
  currency: ['en letras', 'moneda'],
  date: ['fecha larga', 'fecha notarial', 'fecha corta'],
};
const clause =
  'Las partes declaran que conocen y aceptan las condiciones de este contrato, que lo celebran libre y voluntariamente, y que cualquier controversia se resolverá ante los jueces competentes de la ciudad.';

export function createContractBenchmark(): ContractBenchmark {
  const elements: InterviewElement[] = [];
  const answers: Record<string, unknown> = {};
  const question = (name: string, type: QuestionType, items: InterviewItem[] = []) =>
    elements.push({
      id: `e-${name}`,
      pageId: 'p1',
      name: type,
      simbol: '',
      title: `Pregunta ${name}`,
      value: [],
      variable: [name],
      expand: false,
      conditional: false,
      required: false,
      statement: null,
      items,
    });
  for (let i = 0; i < 200; i++) {
    const type = fieldTypes[i % fieldTypes.length] as QuestionType;
    question(`f${i}`, type);
    answers[`f${i}`] =
      type === 'shortText'
        ? `texto de la respuesta ${i}`
        : type === 'number'
          ? i + 1
          : type === 'currency'
            ? 1000 + i * 37.25
            : `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
  }
  for (let k = 0; k < 5; k++) {
    question(`c${k}`, 'yesNo');
    answers[`c${k}`] = k % 2 === 0;
  }
  const field = (name: string, type: QuestionType): InterviewItem => ({
    id: `i-${name}`,
    elementId: 'e-filas',
    parentItemId: null,
    name: type,
    simbol: '',
    title: name,
    value: [],
    variable: [name],
    expand: false,
    conditional: false,
    required: false,
    statement: null,
    items: [],
  });
  question('filas', 'repeatingList', [
    field('concepto', 'shortText'),
    field('cantidad', 'number'),
    field('valor', 'currency'),
  ]);
  answers.filas = Array.from({ length: 50 }, (_, row) => ({
    concepto: `Concepto ${row + 1}`,
    cantidad: row + 1,
    valor: 10 + row * 3.5,
  }));
  const interview: Interview = {
    schemaVersion: 1,
    documentId: 'bench',
    name: 'Contrato de prueba',
    pages: [
      {
        id: 'p1',
        documentId: 'bench',
        name: 'Datos',
        conditional: false,
        statement: null,
        elements,
      },
    ],
  } as Interview;
  return { interview, answers, ours: buildTemplate(true), plain: buildTemplate(false) };
}

function buildTemplate(ours: boolean): Buffer {
  const paragraphs: string[] = [
    '<w:p><w:r><w:t>CONTRATO DE PRESTACIÓN DE SERVICIOS</w:t></w:r></w:p>',
  ];
  for (let i = 0; i < 200; i++) {
    const type = fieldTypes[i % fieldTypes.length] as string;
    const options = formats[type] as string[];
    const format = options[i % options.length];
    const tag = ours && format ? `{f${i} | ${format}}` : `{f${i}}`;
    paragraphs.push(
      paragraph(`Cláusula ${i + 1}: el valor es ${tag}. ${i % 3 === 0 ? clause : ''}`),
    );
    if (i % 40 === 39) {
      const k = (i + 1) / 40 - 1;
      const open = ours ? `{#c${k} = sí}` : `{#c${k}}`;
      paragraphs.push(paragraph(open));
      for (let j = 0; j < 6; j++)
        paragraphs.push(paragraph(`Sección condicional ${k + 1}. ${clause}`));
      paragraphs.push(paragraph('{/}'));
    }
  }
  const row = (cells: string[]) =>
    `<w:tr>${cells.map((cell) => `<w:tc><w:tcPr><w:tcW w:w="3000" w:type="dxa"/></w:tcPr>${paragraph(cell)}</w:tc>`).join('')}</w:tr>`;
  const table = `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr>${row(['Concepto', 'Cantidad', 'Valor'])}${row(
    [
      '{#filas}{concepto}',
      ours ? '{cantidad | número}' : '{cantidad}',
      ours ? '{valor | moneda}{/filas}' : '{valor}{/filas}',
    ],
  )}</w:tbl>`;
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs.join('')}${table}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1417" w:right="1701" w:bottom="1417" w:left="1701"/></w:sectPr></w:body></w:document>`,
  );
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

function paragraph(text: string): string {
  return `<w:p><w:r><w:rPr><w:rFonts w:ascii="Times New Roman" w:hAnsi="Times New Roman"/><w:sz w:val="24"/></w:rPr><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
}
