// Spanish texts of the documents area (workspaces, documents, pages, questions and options).

const quote = (text: string) => `«${text}»`;

export const documentMessages = {
  staleVersion:
    'Otra pestaña o persona cambió este documento. Recarga para ver los últimos cambios.',
  documentLimit: (
    planLabel: string,
    limit: number,
    upgrade: { label: string; limit: number | null } | null,
  ) => {
    const current = `Tu plan ${planLabel} permite hasta ${limit} ${limit === 1 ? 'documento' : 'documentos'}.`;
    if (!upgrade) return current;
    const lift =
      upgrade.limit === null
        ? `Cambia al plan ${upgrade.label} para crear documentos sin límite.`
        : `Cambia al plan ${upgrade.label} para crear hasta ${upgrade.limit} documentos.`;
    return `${current} ${lift}`;
  },
  invalidDate: 'no es una fecha válida',
  unstorableText: 'contiene caracteres no válidos',
  emailInvalid: 'no es un correo electrónico válido',
  allVariablesTooLarge: (kilobytes: number) =>
    `las variables del documento ocupan más de ${kilobytes} KB`,
  pageInOtherDocument: 'la página de destino pertenece a otro documento',
  parentInOtherElement: 'la pregunta padre pertenece a otra pregunta',
  itemInOtherElement: 'las opciones y preguntas internas solo se reordenan dentro de su pregunta',
  optionHasNoVariable: 'las opciones no llevan nombre de variable',
  choiceHoldsOnlyOptions: 'una pregunta de opciones solo tiene opciones dentro',
  groupHoldsOnlyQuestions: 'un grupo o lista repetible solo tiene preguntas dentro, no opciones',
  noChildren: (typeLabel: string) =>
    `una pregunta de tipo ${quote(typeLabel)} no tiene opciones ni preguntas dentro`,
  optionHasNoChildren: 'una opción no tiene elementos dentro',
  onlyCalculations: 'solo un elemento de tipo «Cálculo» tiene tipo y fórmula de cálculo',
  onlyValidationRules:
    'solo un elemento de tipo «Regla de validación» tiene fórmula y mensaje de regla',
  typeDropsOptions: (typeLabel: string) =>
    `la pregunta tiene opciones, que el tipo ${quote(typeLabel)} no usa: elimínalas antes de cambiar el tipo`,
  typeDropsQuestions: (typeLabel: string) =>
    `la pregunta tiene preguntas dentro, que el tipo ${quote(typeLabel)} no usa: elimínalas antes de cambiar el tipo`,
  tooManyPages: (max: number) => `el documento admite hasta ${max} páginas`,
  tooManyElements: (max: number) => `una página admite hasta ${max} preguntas`,
  tooManyItems: (max: number) => `una pregunta admite hasta ${max} opciones o preguntas internas`,
  /** A problem the write caused on another page or question, prefixed with where it is. */
  notInterviewFile: 'El archivo no es una entrevista exportada de Minuta.',
  unknownFileVersion: 'El archivo no dice con qué versión de Minuta se exportó.',
  newerFileVersion: (version: number, supported: number) =>
    `Este archivo se exportó con una versión más reciente de Minuta (formato ${version}; esta versión lee hasta el formato ${supported}). Actualiza Minuta para importarlo.`,
  interviewFileTooLarge: (maxBytes: number) =>
    `La entrevista con sus plantillas de Word ocuparía más de ${Math.round(maxBytes / (1024 * 1024))} MB, el máximo de un archivo de entrevista. Quita plantillas de Word que ya no uses e intenta de nuevo.`,
  wordTemplateRefused: (name: string, message: string) =>
    `En la plantilla de Word ${quote(name)}: ${message}`,
  inPage: (name: string, message: string) => `En la página ${quote(name)}: ${message}`,
  inQuestion: (title: string, message: string) => `En la pregunta ${quote(title)}: ${message}`,
  defaultPageName: (position: number) => `Página ${position}`,
  defaultOptionTitle: (position: number) => `Opción ${position}`,
  idInUse: 'Ese identificador ya está en uso. Recarga el documento e intenta de nuevo.',
} as const;
