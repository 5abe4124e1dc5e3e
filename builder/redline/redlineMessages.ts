// Every Spanish text of the redline view.
export const redlineMessages = {
  title: 'Cambios en el documento',
  inserted: 'Añadido',
  deleted: 'Eliminado',
  changed: 'Modificado',
  equal: 'Sin cambios',
  identical: 'Sin cambios: el documento es idéntico.',
  summary: (counts: { inserted: number; deleted: number; changed: number }) => {
    const parts: string[] = [];
    if (counts.changed > 0)
      parts.push(
        `${counts.changed} ${counts.changed === 1 ? 'párrafo modificado' : 'párrafos modificados'}`,
      );
    if (counts.inserted > 0)
      parts.push(`${counts.inserted} ${counts.inserted === 1 ? 'añadido' : 'añadidos'}`);
    if (counts.deleted > 0)
      parts.push(`${counts.deleted} ${counts.deleted === 1 ? 'eliminado' : 'eliminados'}`);
    return parts.join(' · ');
  },
  showUnchanged: (count: number) =>
    count === 1 ? 'Mostrar 1 párrafo sin cambios' : `Mostrar ${count} párrafos sin cambios`,
  coarse:
    'El documento es muy largo: parte de los cambios se muestra por párrafos completos, no palabra por palabra.',
  emptyParagraph: '(párrafo vacío)',
  pageBreak: '(salto de página)',
  insertedStart: 'texto añadido:',
  deletedStart: 'texto eliminado:',
  textEnd: 'fin del cambio.',
};
