import type { ScenarioStatus } from '@schemas/api/scenarios';

// Every Spanish text of the test scenarios ("Casos de prueba") in the builder.
export const scenarioMessages = {
  open: 'Casos de prueba',
  title: 'Casos de prueba',
  description:
    'Respuestas guardadas con el documento que producían, aceptado como resultado esperado. Se vuelven a probar con cada cambio de la entrevista o de una plantilla.',
  runAll: 'Probar todos los casos',
  running: 'Probando los casos…',
  empty:
    'Aún no hay casos. Guarda uno desde la vista previa con «Guardar como caso», o convierte las respuestas de un cliente en «Publicar y compartir» → Respuestas.',
  count: (count: number, limit: number) =>
    `${count} ${count === 1 ? 'caso' : 'casos'} de ${limit} permitidos por tu plan`,
  overview: (counts: Record<ScenarioStatus, number>) => {
    const parts = [`${counts.same} igual`];
    if (counts.changed) parts.push(`${counts.changed} cambió`);
    if (counts.invalid) parts.push(`${counts.invalid} no valida`);
    if (counts.failed) parts.push(`${counts.failed} con error`);
    return parts.join(' · ');
  },
  status: {
    same: 'Igual',
    changed: 'Cambió',
    invalid: 'No valida',
    failed: 'Error',
  } satisfies Record<ScenarioStatus, string>,
  pending: 'Pendiente de probar',
  source: { preview: 'Desde la vista previa', submission: 'Desde una respuesta' },
  anonymized: 'anonimizado',
  template: (name: string | null) => (name ? `Plantilla «${name}»` : 'Plantilla eliminada'),
  showChanges: 'Ver cambios',
  hideChanges: 'Ocultar cambios',
  accept: 'Aceptar como esperado',
  accepted: 'Aceptado: este texto es ahora el resultado esperado.',
  delete: 'Eliminar',
  confirmDelete: (name: string) => `¿Eliminar el caso «${name}»?`,
  problems: 'Por qué no valida',
  loadFailed: 'No se pudieron cargar los casos de prueba.',
  // "Guardar como caso" (preview) and "Convertir en caso" (submissions).
  saveFromPreview: 'Guardar como caso',
  convert: 'Convertir en caso',
  nameLabel: 'Nombre del caso',
  anonymize: 'Anonimizar',
  anonymizeHint:
    'Reemplaza textos, correos, teléfonos e identificaciones por marcadores; conserva números, fechas y opciones, que deciden el documento.',
  save: 'Guardar caso',
  saved: (name: string) =>
    `Caso «${name}» guardado con el documento que producen estas respuestas.`,
  defaultName: (n: number) => `Caso ${n}`,
  submissionName: (label: string, date: string) => `Respuesta de ${label} (${date})`,
  cancel: 'Cancelar',
  done: 'Listo',
  // Publishing.
  publishWarning: (failing: number) =>
    failing === 1
      ? '1 caso de prueba falla o cambió sin que aceptaras el nuevo texto.'
      : `${failing} casos de prueba fallan o cambiaron sin que aceptaras el nuevo texto.`,
  publishPending: 'Los casos de prueba se están probando con tus últimos cambios.',
  publishWarningHint: 'Revísalos en «Casos de prueba» antes de publicar.',
  publishAnyway: 'Publicar de todos modos',
};
