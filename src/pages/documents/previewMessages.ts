export const previewMessages = {
  loading: 'Cargando la vista previa…',
  backToEditor: 'Volver al editor',
  draftBadge: 'Vista previa del borrador',
  restart: 'Reiniciar respuestas',
  scenarioName: (document: string) => `${document}: caso de prueba`,
  phone: 'Vista de teléfono',
  phoneFrame: 'Vista de teléfono (390 × 844)',
  restartConfirm: '¿Borrar las respuestas de la vista previa y empezar de nuevo?',
  template: 'Plantilla',
  previewOf: 'Vista previa de la entrevista',
  cannotRun: 'La entrevista no se puede ejecutar todavía',
  misleading: 'Revisa esto antes de confiar en la vista previa',
  noSubmit:
    'En la vista previa tus respuestas se guardan en el documento, pero no se envían a nadie.',
};
