import { wordTagMessages } from '@engine/word/wordTagMessages';

// Spanish diagnostics of uploaded Word templates, shown to the lawyer on upload and in the
// document's template list. Placeholders are quoted as written, braces included.

const formatExamples =
  'mayúsculas, minúsculas, nombre propio, fecha larga, fecha notarial, fecha corta, número, moneda, en letras, ordinal, lista';

export const wordTemplateMessages = {
  ...wordTagMessages,
  agreementCount: (tag: string, path: string) =>
    `En ${tag}, «${path}» no es una pregunta de tipo «Número»: la cantidad de personas debe ser un número.`,
  agreementCountInList: (tag: string) =>
    `En ${tag}, la pregunta del género es un campo de una lista: las personas son sus filas, sin «por».`,
  unknownFormat: (name: string) =>
    `El formato «${name}» no existe. Usa uno de estos: ${formatExamples}.`,
  rawXml: 'Los marcadores {@…} no están permitidos: escribe {variable} en su lugar.',
  unclosedTag: (text: string) =>
    `El marcador que empieza con «{${text}» no está cerrado: falta «}».`,
  unopenedTag: (text: string) =>
    `El marcador que termina con «${text}}» no está abierto: falta «{».`,
  unclosedSection: (text: string) =>
    `La sección {#${text}} no está cerrada: escribe {/${text}} (o {/}) donde termina.`,
  unopenedSection: (text: string) =>
    `{/${text}} cierra una sección que no se abrió: escribe {#${text}} donde empieza.`,
  mismatchedSection: (opened: string, closed: string) =>
    `La sección {#${opened}} se cierra con {/${closed}}: deben tener el mismo nombre (o usa {/}).`,
  duplicateBrace: (text: string) => `Hay dos llaves seguidas cerca de «${text}».`,
  syntax: (text: string) => `Hay un error en los marcadores cerca de «${text}».`,
  unreadable:
    'No pudimos leer el contenido del documento. Ábrelo en Word, guárdalo de nuevo y vuelve a subirlo.',
  unknownVariable: (tag: string) =>
    `El marcador ${tag} no corresponde a ninguna pregunta de la entrevista: en el documento quedará en blanco.`,
  formatMismatch: (tag: string, format: string, title: string, type: string) =>
    `En ${tag}, el formato «${format}» no sirve para la pregunta «${title}» (${type}).`,
  groupAsValue: (tag: string, path: string) =>
    `${tag} es un grupo de preguntas: escribe uno de sus campos, como {${path}.campo}.`,
  listAsValue: (tag: string, path: string) =>
    `${tag} es una lista: escribe sus campos dentro de {#${path}}…{/${path}}.`,
  operatorMismatch: (tag: string, operator: string, title: string, type: string) =>
    `En ${tag}, «${operator}» no se puede usar con la pregunta «${title}» (${type}).`,
  valueMismatch: (tag: string, value: string, title: string) =>
    `En ${tag}, «${value}» no es una respuesta posible de la pregunta «${title}».`,
  /** Where a problem is: `Párrafo 12 («Por una parte…»)`, `Encabezado, párrafo 1`. */
  location: (part: string, paragraph: number, excerpt: string) => {
    const where =
      part === 'cuerpo' ? `Párrafo ${paragraph}` : `${capitalize(part)}, párrafo ${paragraph}`;
    return excerpt ? `${where} («${excerpt}»)` : where;
  },
  located: (location: string, message: string) => `${location}: ${message}`,
  malformedXml: (part: string, line: number, column: number) =>
    `La parte «${part}» del archivo no es XML válido (línea ${line}, columna ${column}): el documento está dañado. Ábrelo en Word, guárdalo de nuevo y vuelve a subirlo.`,
} as const;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Where a placeholder is, as a lawyer names the parts of a Word document. */
export function describePart(file: string): string {
  if (/header\d*\.xml$/.test(file)) return 'encabezado';
  if (/footer\d*\.xml$/.test(file)) return 'pie de página';
  if (/footnotes\.xml$/.test(file)) return 'notas al pie';
  if (/endnotes\.xml$/.test(file)) return 'notas al final';
  return 'cuerpo';
}

/** Questions of the interview the template never writes (the add-ins' «Revisar»). */
export const unusedQuestionMessage = (label: string, path: string) =>
  `La pregunta «${label}» ({${path}}) no se usa en la plantilla.`;
