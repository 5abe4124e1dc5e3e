// Every text of the document pane beside the interview, in Spanish.
export const previewMessages = {
  title: 'El documento',
  hint: 'Así quedará el documento con tus respuestas. Haz clic en un pasaje para ir a su pregunta.',
  showAll: 'Mostrar todo',
  showAllHint: 'Muestra en gris las partes que no aplican con estas respuestas.',
  show: 'Ver el documento',
  hide: 'Ocultar el documento',
  gap: (title: string) => `Falta: ${title}`,
  goTo: (title: string) => `Ir a la pregunta «${title}»`,
  hiddenPart: 'No aplica con estas respuestas',
  tooLarge: 'El documento es demasiado grande para mostrarlo con estas respuestas.',
  wordTemplate:
    'El documento de este formulario es una plantilla de Word: se verá completo al generarlo.',
  wordFailed:
    'No pudimos mostrar la plantilla de Word con estas respuestas: el documento se verá completo al generarlo.',
  wordHint:
    'Así quedará el documento con tus respuestas. Haz clic en un dato para ir a su pregunta; las secciones que no aplican no aparecen.',
  noTemplate: 'Este formulario todavía no tiene una plantilla de documento.',
  template: 'Plantilla',
  loading: 'Cargando el documento…',
} as const;
