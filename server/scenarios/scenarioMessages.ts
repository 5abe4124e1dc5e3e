// Every Spanish text of the test scenarios' server side.
export const scenarioMessages = {
  limitReached: (max: number) =>
    `Este documento ya tiene ${max} casos de prueba, el máximo de tu plan. Elimina alguno o mejora tu plan.`,
  nameTaken: 'Ya hay un caso de prueba con ese nombre en este documento.',
  noTemplate: 'Este documento no tiene una plantilla: crea una para guardar casos de prueba.',
  templateGone: 'La plantilla de este caso ya no existe: elimina el caso o crea otro.',
  interviewBroken:
    'La entrevista tiene errores que impiden probar los casos: corrígelos en el editor.',
  unreadable: 'No se pudo leer el texto del documento de este caso.',
  tooLarge: 'El documento de este caso es demasiado grande para compararlo.',
  notChanged: 'Solo se acepta un caso cuyo texto cambió.',
  answerProblem: (label: string, message: string) => `«${label}»: ${message}`,
  invalidAtCreation: 'Las respuestas no son válidas para la entrevista actual.',
};
