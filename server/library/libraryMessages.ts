// Spanish texts of the clause library.
export const libraryMessages = {
  clauseLimit: (max: number) =>
    `La biblioteca de tu cuenta admite hasta ${max} cláusulas: elimina alguna antes de guardar otra.`,
  emptyClause: 'La cláusula está vacía: selecciona el texto que quieres guardar.',
} as const;
