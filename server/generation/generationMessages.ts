// Spanish texts of Word templates, generation and PDF conversion. The error catalogue's texts
// word for word where it names the situation.

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export const uploadMessages = {
  tooLarge: (maxBytes: number) =>
    `La plantilla supera el tamaño máximo de ${megabytes(maxBytes)} MB.`,
  notMultipart: 'Envía la plantilla como formulario (multipart/form-data) en el campo file.',
  oneFile: 'envía un solo archivo',
  notDocx: 'El archivo no es un documento de Word (.docx).',
  legacyDoc:
    'El archivo es un documento de Word antiguo (.doc). Ábrelo en Word, guárdalo como .docx e intenta de nuevo.',
  encrypted:
    'El documento está protegido con contraseña. Quita la contraseña en Word, guárdalo y súbelo de nuevo.',
  damaged:
    'El archivo está dañado o incompleto. Ábrelo en Word, guárdalo de nuevo y vuelve a subirlo.',
  tooManyParts: (max: number) =>
    `El archivo tiene demasiadas partes internas (más de ${max}); no parece un documento de Word.`,
  inflatesTooMuch: (maxBytes: number) =>
    `El archivo ocupa más de ${megabytes(maxBytes)} MB al descomprimirlo; no parece un documento de Word.`,
  unexpectedPart: (name: string) =>
    `El archivo contiene una parte que no pertenece a un documento de Word: «${name}».`,
  macros:
    'El documento contiene macros. Guárdalo en Word como «Documento de Word (.docx)», sin macros, e intenta de nuevo.',
  dtd: 'El documento contiene declaraciones XML no permitidas (DTD o entidades).',
  tooManyTemplates: (max: number) => `Un documento puede tener hasta ${max} plantillas.`,
  templateErrors:
    'La plantilla tiene errores en sus marcadores. Corrígelos en Word y súbela de nuevo.',
} as const;

/** Warnings shown with an accepted template: what the upload gate removed. */
export const sanitizeMessages = {
  externalLinks: (count: number) =>
    count === 1
      ? 'Se quitó 1 vínculo a contenido externo (una imagen o un archivo enlazado): el documento generado no lo incluye.'
      : `Se quitaron ${count} vínculos a contenido externo (imágenes o archivos enlazados): el documento generado no los incluye.`,
  fields: (count: number) =>
    count === 1
      ? 'Se desactivó 1 campo de Word que leía contenido externo (INCLUDE, DDE, LINK…).'
      : `Se desactivaron ${count} campos de Word que leían contenido externo (INCLUDE, DDE, LINK…).`,
} as const;

export const generationMessages = {
  /** The catalogue's text for a Word generation error. */
  checkFields: 'Revisa los campos e intenta de nuevo',
  /** The catalogue's text: the document was disabled by an administrator. */
  documentDisabled: 'El documento se encuentra desactivado.',
  templateNotFound: 'La plantilla no existe.',
  fileLinkExpired:
    'El enlace de descarga venció. Vuelve a la lista de documentos y descárgalo de nuevo.',
  pdfUnavailable:
    'La conversión a PDF no está disponible en este momento. Descarga el documento en Word (DOCX).',
  pdfBusy: (seconds: number) =>
    `Estamos convirtiendo muchos documentos a PDF. Intenta de nuevo en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`,
  pdfFailed:
    'No pudimos convertir este documento a PDF: el conversor no logró abrirlo. Descárgalo en Word (DOCX) o revisa la plantilla.',
  pdfTimeout:
    'La conversión a PDF tardó demasiado y se detuvo. Intenta de nuevo en unos minutos o descarga el documento en Word (DOCX).',
  docxTooLarge:
    'El documento resultó demasiado grande para generarlo. Revisa las repeticiones de la plantilla o acorta las listas de las respuestas e intenta de nuevo.',
  docxTimeout:
    'El documento tardó demasiado en generarse y se detuvo. Revisa las repeticiones de la plantilla o acorta las listas de las respuestas e intenta de nuevo.',
  docxBusy: (seconds: number) =>
    `Estamos generando muchos documentos de tu cuenta. Intenta de nuevo en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`,
  guestTemplateNotOffered:
    'El estudio todavía no preparó la descarga de este documento. Te lo enviará directamente.',
  guestNotSubmitted: 'Envía tus respuestas antes de descargar el documento.',
} as const;
