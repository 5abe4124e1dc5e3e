// Every Spanish text of the test scenarios' server side.
export const scenarioMessages = {
  limitReached: (max: number) =>
    `Este documento ya tiene ${max} casos de prueba, el máximo de tu plan. Elimina alguno o mejora tu plan.`,
  nameTaken: 'Ya hay un caso de prueba con ese nombre en este documento.',
  noTemplate: 'Este documento no tiene una plantilla: crea una para guardar casos de prueba.',
  wordTemplate:
    'Los casos de prueba comparan el texto de plantillas creadas en Minuta; elige una plantilla de texto enriquecido.',
  templateGone: 'La plantilla de este caso ya no existe: elimina el caso o crea otro.',
  interviewBroken:
    'La entrevista tiene errores que impiden probar los casos: corrígelos en el editor.',
  tooLarge: 'El documento de este caso es demasiado grande para compararlo.',
  notChanged: 'Solo se acepta un caso cuyo texto cambió.',
  answerProblem: (label: string, message: string) => `«${label}»: ${message}`,
  invalidAtCreation: 'Las respuestas no son válidas para la entrevista actual.',
};
