import type { CalculationType, FormulaOperation, RuleScope } from '@schemas/formula';
import type { ElementType, QuestionType } from '@schemas/questionType';
import type { Operator } from '@schemas/statement';
import type { FormatKey } from '@schemas/template';

// Every Spanish text the engine produces: question and operator labels, answer errors shown to
// guests, lint diagnostics shown to lawyers and compile refusals.

export const questionTypeLabels: Record<QuestionType, string> = {
  shortText: 'Texto corto',
  longText: 'Texto largo',
  number: 'Número',
  currency: 'Moneda',
  date: 'Fecha',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  idNumber: 'Número de identificación',
  singleChoice: 'Opción única',
  dropdown: 'Lista desplegable',
  multipleChoice: 'Opción múltiple',
  yesNo: 'Sí / No',
  group: 'Grupo',
  repeatingList: 'Lista repetible',
};

// Every element type a lawyer can place: the question types and the two that are never asked.
export const elementTypeLabels: Record<ElementType, string> = {
  ...questionTypeLabels,
  calculation: 'Cálculo',
  validationRule: 'Regla de validación',
};

export const calculationTypeLabels: Record<CalculationType, string> = {
  number: 'Número',
  currency: 'Moneda',
  date: 'Fecha',
  text: 'Texto',
  yesNo: 'Sí / No',
};

export const ruleScopeLabels: Record<RuleScope, string> = {
  page: 'Al pasar de página',
  interview: 'Al enviar las respuestas',
};

// Names of the formula operations, as the formula editor's menu and the formula's errors show them.
export const formulaOperationLabels: Record<FormulaOperation, string> = {
  '+': 'Sumar',
  '-': 'Restar',
  '*': 'Multiplicar',
  '/': 'Dividir',
  min: 'El menor de',
  max: 'El mayor de',
  round: 'Redondear',
  abs: 'Valor absoluto',
  '==': 'Es igual a',
  '!=': 'Es distinto de',
  '>': 'Es mayor que',
  '>=': 'Es mayor o igual que',
  '<': 'Es menor que',
  '<=': 'Es menor o igual que',
  and: 'Se cumplen todas',
  or: 'Se cumple alguna',
  '!': 'No se cumple',
  if: 'Si… entonces… si no…',
  today: 'Fecha de hoy',
  yearsBetween: 'Años entre dos fechas',
  monthsBetween: 'Meses entre dos fechas',
  daysBetween: 'Días entre dos fechas',
  addDays: 'Sumar días a una fecha',
  addMonths: 'Sumar meses a una fecha',
  addYears: 'Sumar años a una fecha',
  addBusinessDays: 'Sumar días hábiles a una fecha',
  businessDaysBetween: 'Días hábiles entre dos fechas',
  count: 'Contar filas de la lista',
  sum: 'Suma de un campo de la lista',
  minOf: 'Menor valor de un campo de la lista',
  maxOf: 'Mayor valor de un campo de la lista',
  anyRow: 'Alguna fila de la lista cumple',
  allRows: 'Todas las filas de la lista cumplen',
  join: 'Unir textos',
  upper: 'En mayúsculas',
  lower: 'En minúsculas',
  firstNonEmpty: 'El primero con respuesta',
};

// What a formula gives or expects, as its errors name it.
export const formulaKindLabels = {
  number: 'un número',
  date: 'una fecha',
  text: 'un texto',
  boolean: 'un sí o no',
  list: 'una lista repetible',
  multi: 'varias opciones',
  group: 'un grupo',
  empty: 'un valor vacío',
} as const;

export const operatorLabels: Record<Operator, string> = {
  equals: 'igual',
  notEquals: 'distinto',
  greaterThan: 'mayor que',
  greaterOrEqual: 'mayor o igual',
  lessThan: 'menor que',
  lessOrEqual: 'menor o igual',
  contains: 'contiene',
  notContains: 'no contiene',
  isEmpty: 'está vacío',
  isNotEmpty: 'no está vacío',
};

export const yesNoLabels = { yes: 'Sí', no: 'No' } as const;

// Names of the formats a template variable can take (formatValue), as the format picker and the
// Word-template diagnostics show them, each with an example of what it writes.
export const formatLabels: Record<FormatKey, string> = {
  plain: 'Tal como se respondió',
  upper: 'MAYÚSCULAS',
  lower: 'minúsculas',
  title: 'Nombre Propio',
  longDate: 'Fecha larga (21 de noviembre de 2026)',
  notarialDate: 'Fecha notarial (a los veintiún días del mes de noviembre de dos mil veintiséis)',
  shortDate: 'Fecha corta (21/11/2026)',
  number: 'Número (1.234,5)',
  currency: 'Moneda ($1.234,50)',
  amountInWords: 'En letras (MIL DOSCIENTOS TREINTA Y CUATRO CON 50/100 DÓLARES…)',
  words: 'En letras (veintiuno)',
  wordsMasculine: 'En letras, antes de un sustantivo masculino (veintiún días)',
  wordsFeminine: 'En letras, femenino (veintiuna cuotas)',
  ordinal: 'Ordinal (primero)',
  ordinalFeminine: 'Ordinal femenino (primera)',
  list: 'Lista (Juan, María y Pedro)',
};

// Why a rich template is refused (engine/template/parseTemplateContent.ts) or cannot be written.
const nodeNames: Record<string, string> = {
  listItem: 'un elemento de lista',
  tableRow: 'una fila de tabla',
  tableCell: 'una celda de tabla',
};

export const templateMessages = {
  notJson: 'La plantilla no es un documento válido.',
  notTemplate: 'La plantilla no es un documento válido.',
  unknownVersion: 'La plantilla fue guardada por una versión más reciente de Minuta.',
  tooLarge: (kilobytes: number) => `La plantilla supera el tamaño máximo de ${kilobytes} KB.`,
  tooManyNodes: (max: number) => `La plantilla supera el máximo de ${max} elementos.`,
  tooDeep: (max: number) => `La plantilla anida elementos más de ${max} niveles.`,
  tooManyRepeats: (max: number) => `Los bloques repetidos se anidan como máximo ${max} niveles.`,
  tooManyColumns: (max: number) => `Una tabla admite hasta ${max} columnas.`,
  notAList: 'Se esperaba una lista de elementos.',
  notANode: 'Hay un elemento que no es válido.',
  unknownNode: (type: string) => `Contiene un elemento no permitido: «${type}».`,
  misplaced: (kind: string) => `Aquí solo puede ir ${nodeNames[kind] ?? kind}.`,
  unknownMark: (type: string) => `Contiene un formato de texto no permitido: «${type}».`,
  unsafeLink: 'Los enlaces solo pueden empezar por http://, https:// o mailto:.',
  headingLevel: 'Los títulos tienen nivel 1 a 4.',
  listStart: 'Una lista numerada empieza en un número entero entre 0 y 100000.',
  cellSpan: 'Una celda combina un número de filas o columnas que no es válido.',
  cellWidth: 'Una columna tiene un ancho que no es válido.',
  textAlign: 'La alineación debe ser izquierda, centro, derecha o justificada.',
  notText: 'Hay un texto que no es válido.',
  textTooLong: (max: number) => `Un párrafo supera los ${max} caracteres.`,
  variablePath: 'Una variable no tiene un nombre válido.',
  unknownFormat: (format: string) => `Una variable tiene un formato desconocido: «${format}».`,
  condition: 'Un bloque condicional tiene una condición que no es válida.',
  agreementForms:
    'Una concordancia necesita sus cuatro formas (singular masculino y femenino, plural masculino y femenino), de hasta 200 caracteres.',
  agreementFeminine: 'Una concordancia tiene respuestas femeninas que no son válidas.',
  outputTooLarge: 'El documento resultante es demasiado grande. Revisa las listas repetidas.',
} as const;

// Warnings of a Markdown import (engine/template/importMarkdown.ts): what was not imported as
// written. The rest of the text is imported.
export const markdownMessages = {
  unclosedBlock: (name: string) =>
    `El bloque {#${name}} no se cierra con {/${name}}; su contenido se importó sin condición.`,
  strayClose: (name: string) => `Hay un {/${name}} sin su {#${name}}; se ignoró.`,
  unknownVariable: (path: string) =>
    `La variable «${path}» no corresponde a ninguna pregunta de la entrevista.`,
  unknownFormat: (format: string) =>
    `El formato «${format}» no existe; se usó el formato predeterminado.`,
  invalidTag: (tag: string) => `«{${tag}}» no es una variable válida; se dejó como texto.`,
  unsafeLink: (href: string) =>
    `El enlace «${href}» no empieza por http://, https:// o mailto:; se dejó solo su texto.`,
  html: 'El HTML no se interpreta; se importó como texto.',
  images: 'Las imágenes no se importan; se dejó su texto alternativo.',
  code: 'Los bloques de código se importaron como párrafos de texto.',
  tooDeep: 'Hay listas o bloques anidados en demasiados niveles; se aplanaron.',
} as const;

export const answerMessages = {
  required: 'Esta pregunta es obligatoria.',
  notText: 'Escribe un texto.',
  notNumber: 'Escribe un número.',
  notBoolean: 'Elige Sí o No.',
  notList: 'La respuesta debe ser una lista.',
  notGroup: 'La respuesta no tiene la forma esperada.',
  minLength: (n: number) => `Escribe al menos ${n} ${n === 1 ? 'carácter' : 'caracteres'}.`,
  maxLength: (n: number) => `Escribe como máximo ${n} ${n === 1 ? 'carácter' : 'caracteres'}.`,
  pattern: 'El texto no tiene el formato esperado.',
  minimum: (n: string) => `Debe ser mayor o igual a ${n}.`,
  maximum: (n: string) => `Debe ser menor o igual a ${n}.`,
  exclusiveMinimum: (n: string) => `Debe ser mayor que ${n}.`,
  exclusiveMaximum: (n: string) => `Debe ser menor que ${n}.`,
  minDate: (d: string) => `La fecha debe ser el ${d} o posterior.`,
  maxDate: (d: string) => `La fecha debe ser el ${d} o anterior.`,
  option: 'Elige una de las opciones.',
  optionUnavailable: 'La opción elegida ya no está disponible.',
  uniqueOptions: 'No repitas opciones.',
  minChoices: (n: number) => `Elige al menos ${n} ${n === 1 ? 'opción' : 'opciones'}.`,
  maxChoices: (n: number) => `Elige como máximo ${n} ${n === 1 ? 'opción' : 'opciones'}.`,
  minRows: (n: number) => `Agrega al menos ${n} ${n === 1 ? 'elemento' : 'elementos'}.`,
  maxRows: (n: number) => `Agrega como máximo ${n} ${n === 1 ? 'elemento' : 'elementos'}.`,
  formats: {
    email: 'Escribe un correo electrónico válido, por ejemplo nombre@dominio.com.',
    date: 'Escribe una fecha válida.',
    telefono:
      'Escribe un número de teléfono válido (solo dígitos, espacios, guiones y un + inicial).',
    'ec-cedula': 'La cédula no es válida: revisa sus 10 dígitos.',
    'ec-ruc': 'El RUC no es válido: revisa sus 13 dígitos.',
    pasaporte: 'El número de pasaporte no es válido: usa de 5 a 20 letras o dígitos.',
    'ec-identificacion':
      'La identificación no es válida: escribe una cédula, un RUC o un pasaporte.',
    moneda: 'Usa como máximo dos decimales.',
  } as Record<string, string>,
  invalid: 'La respuesta no es válida.',
  ruleFailed: 'Las respuestas no cumplen una de las reglas del documento: revísalas.',
};

export const listItemCount = (n: number) => `${n} ${n === 1 ? 'elemento' : 'elementos'}`;

const quote = (s: string) => `«${s}»`;

export const lintMessages = {
  missingVariable: (title: string) =>
    `La pregunta ${quote(title)} no tiene nombre de variable: asígnale uno para poder usar su respuesta.`,
  invalidVariable: (name: string) =>
    `El nombre de variable ${quote(name)} no es válido: usa letras sin tilde, dígitos y guiones bajos, empezando por una letra (hasta 64 caracteres).`,
  reservedVariable: (name: string) =>
    `El nombre de variable ${quote(name)} está reservado: elige otro.`,
  duplicateVariable: (name: string) =>
    `El nombre de variable ${quote(name)} se repite: cada pregunta necesita un nombre propio.`,
  unknownVariable: (name: string) =>
    `La condición usa la variable ${quote(name)}, que no existe en este documento.`,
  listFieldOutsideList: (name: string, list: string) =>
    `La condición usa ${quote(name)}, un campo de la lista ${quote(list)}, fuera de esa lista: solo las preguntas de la misma lista pueden depender de él.`,
  forwardReference: (name: string) =>
    `La condición usa ${quote(name)}, una pregunta que aparece después: mueve la condición o la pregunta para que se responda antes.`,
  selfReference: (name: string) =>
    `La condición depende de ${quote(name)}, que solo se muestra si esta condición se cumple: no puede decidir sobre sí misma.`,
  cycle: (name: string) =>
    `La condición forma un ciclo con ${quote(name)}: cada una depende de la otra y ninguna puede decidirse primero.`,
  operatorNotAllowed: (operator: string, type: string) =>
    `La comparación ${quote(operator)} no se puede usar con una pregunta de tipo ${quote(type)}.`,
  valueMissing: (operator: string) =>
    `La comparación ${quote(operator)} necesita un valor con el que comparar.`,
  valueNotOption: (value: string, name: string) =>
    `El valor ${quote(value)} no es una de las opciones de ${quote(name)}.`,
  valueNotNumber: (value: string) => `El valor ${quote(value)} no es un número.`,
  valueNotDate: (value: string) => `El valor ${quote(value)} no es una fecha válida (AAAA-MM-DD).`,
  valueNotYesNo: (value: string) => `El valor ${quote(value)} no es Sí ni No.`,
  missingCondition:
    'La condición está activada pero no tiene ninguna regla: agrega una o desactívala.',
  statementTooDeep: (depth: number, rules: number) =>
    `La condición es demasiado compleja: como máximo ${depth} niveles de grupos y ${rules} reglas.`,
  alwaysTrue: 'La condición siempre se cumple: la pregunta o página se mostrará siempre.',
  alwaysFalse: 'La condición nunca se cumple: la pregunta o página no se mostrará nunca.',
  unreachablePage: (name: string) =>
    `La página ${quote(name)} no se mostrará nunca: su condición depende de respuestas que no pueden darse a la vez.`,
  emptyPage: (name: string) => `La página ${quote(name)} no tiene preguntas.`,
  choiceWithoutOptions: (title: string) =>
    `La pregunta ${quote(title)} es de opciones pero no tiene ninguna opción.`,
  duplicateOption: (value: string, title: string) =>
    `La opción ${quote(value)} se repite en ${quote(title)}.`,
  unexpectedItems: (title: string) =>
    `La pregunta ${quote(title)} tiene elementos que su tipo no usa: se ignorarán.`,
  groupWithoutQuestions: (title: string) =>
    `El grupo o lista ${quote(title)} no tiene preguntas dentro.`,
  nestingTooDeep: (depth: number) =>
    `Hay demasiados grupos y listas anidados: como máximo ${depth} niveles.`,
  validationNotApplicable: (rule: string, type: string) =>
    `La validación ${quote(rule)} no se aplica a una pregunta de tipo ${quote(type)}.`,
  invalidRange: (min: string, max: string) =>
    `El mínimo (${min}) es mayor que el máximo (${max}): ninguna respuesta sería válida.`,
  invalidDefault: (value: string, type: string) =>
    `La respuesta predeterminada ${quote(value)} no es válida para una pregunta de tipo ${quote(type)}.`,
  invalidSymbol: (symbol: string) =>
    `El código de moneda ${quote(symbol)} no es válido: usa un código ISO de tres letras, como USD.`,
  tooManyQuestions: (max: number) => `La entrevista supera el máximo de ${max} preguntas.`,
  untitledQuestion:
    'La pregunta conserva el texto de ejemplo: escribe la pregunta que verá el cliente.',
};

export const patternMessages = {
  tooLong: (max: number) => `El patrón es demasiado largo (máximo ${max} caracteres).`,
  invalid: 'El patrón no es una expresión regular válida.',
  backreference: 'El patrón usa referencias hacia atrás (\\1), que no se admiten.',
  lookaround:
    'El patrón usa búsquedas anticipadas o hacia atrás ((?=…), (?<=…)), que no se admiten.',
  nestedQuantifier:
    'El patrón repite algo que ya se repite (como (a+)+): puede tardar muchísimo en comprobarse y no se admite.',
  overlappingAlternatives:
    'El patrón repite alternativas que pueden coincidir con el mismo texto (como (a|ab)*): puede tardar muchísimo en comprobarse y no se admite.',
  adjacentQuantifiers:
    'El patrón tiene repeticiones seguidas que pueden coincidir con el mismo texto (como \\d+\\d+): puede tardar muchísimo en comprobarse y no se admite.',
};

const quoteName = (s: string) => `«${s}»`;

// The text form of a formula (engine/formulas/formulaText.ts): where the text goes wrong.
export const formulaTextMessages = {
  tooLong: (max: number) => `La fórmula escrita admite hasta ${max} caracteres.`,
  tooDeep: (max: number) =>
    `La fórmula tiene demasiados niveles anidados (máximo ${max}): divídala en varios cálculos.`,
  unfinished: 'La fórmula termina antes de tiempo: falta un dato o un paréntesis de cierre.',
  unexpected: (found: string, at: number) => `No se esperaba «${found}» en la posición ${at}.`,
  expected: (symbol: string) => `Se esperaba «${symbol}».`,
  comma: (at: number) =>
    `En la posición ${at} hay una coma: separe los datos de una función con punto y coma (;).`,
  unclosedText: (at: number) => `El texto que empieza en la posición ${at} no cierra sus comillas.`,
  unknownFunction: (name: string, at: number) =>
    `«${name}» (posición ${at}) no es una función de las fórmulas.`,
  noTextForm:
    'Esta fórmula usa una condición hecha con el editor de condiciones: se edita con los menús.',
};

export const formulaMessages = {
  notFormula: 'La fórmula no es válida.',
  unknownOperation: (operation: string) =>
    `La fórmula usa una operación desconocida: ${quoteName(operation)}.`,
  arity: (label: string, min: number, max: number) =>
    min === max
      ? `${quoteName(label)} necesita ${min} ${min === 1 ? 'valor' : 'valores'}.`
      : `${quoteName(label)} necesita entre ${min} y ${max} valores.`,
  tooDeep: (depth: number) =>
    `La fórmula es demasiado compleja: como máximo ${depth} niveles de operaciones.`,
  tooLarge: (nodes: number) => `La fórmula es demasiado larga: como máximo ${nodes} partes.`,
  badVariable: 'La fórmula usa un nombre de variable que no es válido.',
  reservedVariable: (name: string) =>
    `La fórmula usa ${quoteName(name)}, un nombre reservado que no puede ser una variable.`,
  badValue: 'La fórmula tiene un valor que no es válido.',
  badCondition: 'La fórmula tiene una condición que no es válida.',
  listOnly: (label: string) =>
    `${quoteName(label)} se aplica a una lista repetible: elige una pregunta de tipo «Lista repetible».`,
  holidays: 'Los feriados deben ser una lista de fechas (AAAA-MM-DD).',
  decimals: 'Redondear admite de 0 a 6 decimales, escritos como número.',
  unknownVariable: (name: string) =>
    `La fórmula usa la variable ${quoteName(name)}, que no existe en este documento.`,
  listFieldOutsideList: (name: string, list: string) =>
    `La fórmula usa ${quoteName(name)}, un campo de la lista ${quoteName(list)}, como si fuera un solo valor: usa una operación de lista («Suma de un campo de la lista», «Alguna fila de la lista cumple»…).`,
  notAValue: (name: string) =>
    `La fórmula usa ${quoteName(name)}, que no es un valor: elige una de sus preguntas.`,
  wrongKind: (label: string, expected: string, actual: string) =>
    `${quoteName(label)} espera ${expected} y recibe ${actual}.`,
  mixedKinds: (label: string) =>
    `${quoteName(label)} mezcla valores de tipos distintos (por ejemplo una fecha y un texto).`,
  resultKind: (name: string, type: string, actual: string) =>
    `El cálculo ${quoteName(name)} es de tipo ${quoteName(type)}, pero su fórmula da ${actual}.`,
  ruleNotYesNo:
    'La regla de validación debe dar sí o no: usa una comparación («Es mayor que»…) o una condición.',
  missingFormula: (name: string) =>
    `El cálculo ${quoteName(name)} no tiene fórmula: su valor quedará vacío.`,
  ruleMissingFormula: 'La regla de validación no tiene fórmula: no comprobará nada.',
  ruleMissingMessage:
    'La regla de validación no tiene mensaje: escribe lo que el cliente debe corregir.',
  selfReference: (name: string) =>
    `La fórmula usa ${quoteName(name)}, su propio resultado: un cálculo no puede depender de sí mismo.`,
  cycle: (name: string) =>
    `La fórmula forma un ciclo con ${quoteName(name)}: cada cálculo depende del otro y ninguno puede calcularse.`,
  unused: (name: string) =>
    `El cálculo ${quoteName(name)} no se usa: no se muestra al cliente ni lo usa una condición, una fórmula, una regla o una plantilla.`,
  readsLater: (name: string) =>
    `El cálculo se muestra al cliente pero usa ${quoteName(name)}, que se responde en una página posterior: se verá vacío hasta entonces.`,
};

export const compileMessages = {
  refused: 'La entrevista tiene errores que impiden prepararla:',
  unsafeRule: 'La regla de visibilidad no es válida.',
};
