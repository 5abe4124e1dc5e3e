// Spanish messages about a placeholder of a Word template that cannot be read (parseWordTag):
// shown to the lawyer by the upload gate and the add-ins' «Revisar». Placeholders are quoted as
// written, braces included.
export const wordTagMessages = {
  emptyTag: 'Hay un marcador vacío: {}.',
  badName: (path: string) =>
    `«${path}» no es un nombre de variable válido: usa letras, números y guiones bajos (y puntos para los campos de un grupo o una lista).`,
  oneFormat: (text: string) =>
    `El marcador {${text}} tiene más de un formato: usa uno solo, como {precio | en letras}.`,
  mixedConnectors: 'Una condición usa «y» y «o» a la vez: usa solo una de las dos.',
  badCondition: (text: string) =>
    `No se entiende la condición «${text}». Escríbela como {#variable = "valor"}, {#monto > 1000} o {#variable está vacío}.`,
  missingValue: (text: string) => `A la condición «${text}» le falta el valor con que se compara.`,
  badAgreement: (text: string) =>
    `No se entiende la concordancia {${text}}. Escríbela como {concordancia arrendatarios.sexo: el arrendatario / la arrendataria / los arrendatarios / las arrendatarias}.`,
} as const;
