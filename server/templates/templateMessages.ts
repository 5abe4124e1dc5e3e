// Spanish texts of the rich-template calls.

export const templateMessages = {
  staleVersion:
    'Otra pestaña o persona cambió esta plantilla. Recarga para ver los últimos cambios.',
  defaultName: (position: number) => `Plantilla ${position}`,
  templateLimit: (max: number) => `Un documento admite hasta ${max} plantillas.`,
  /** A problem of the content, with where it is when that helps. */
  contentProblem: (message: string, path: string) => (path ? `${message} (en ${path})` : message),
  invalidDate: 'no es una fecha válida',
} as const;
