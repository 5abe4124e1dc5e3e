// Spanish texts of provenance, verification, regeneration and document sets.
export const provenanceMessages = {
  verifyTooLarge: (megabytes: number) =>
    `El archivo supera el tamaño máximo de ${megabytes} MB para verificarlo.`,
  verifyNotMultipart: 'Envía el archivo como formulario (multipart/form-data) en el campo file.',
  verifyNotDocument: 'Sube un documento Word (.docx) o PDF generado con Minuta.',
  templateDeleted: (name: string) =>
    `La plantilla «${name}» fue eliminada: no se puede regenerar este documento con la plantilla actual. El documento original se conserva sin cambios.`,
  documentGone: 'El documento original ya no existe.',
  noAnswers:
    'Este documento se generó antes de que Minuta guardara las respuestas de cada generación: no se puede regenerar.',
  setTemplateMissing: 'Una de las plantillas elegidas no existe en este documento.',
  setEmpty: 'Con estas respuestas ninguna plantilla del paquete se genera.',
  setConditionTooLarge: 'La condición es demasiado grande: simplifícala.',
  setDuplicate: 'Cada plantilla puede estar una sola vez en el paquete.',
} as const;
