import type { AutomationKind } from '@schemas/api/contact';

export const contactMessages = {
  name: 'Nombre',
  email: 'Correo electrónico',
  phone: 'Teléfono (opcional)',
  usTitle: 'Escríbenos',
  usIntro:
    'Preguntas sobre planes, facturación, el plan Premium o el uso de Minuta: te respondemos en un día hábil.',
  subject: 'Asunto',
  message: 'Mensaje',
  messageShort: 'Cuéntanos un poco más (al menos 10 caracteres).',
  subjectShort: 'Escribe un asunto (al menos 3 caracteres).',
  submitMessage: 'Enviar mensaje',
  messageSent: 'Recibimos tu mensaje. Te responderemos en un día hábil.',
  reference: (id: string) => `Referencia: ${id.slice(0, 8).toUpperCase()}`,
  tabs: { nosotros: 'Escríbenos', desarrollador: 'Solicita un desarrollo' },
  developer: {
    title: 'Solicita un desarrollo',
    intro:
      'Nuestro equipo automatiza el documento por ti: la entrevista, la plantilla y las pruebas. Cuéntanos qué necesitas y recibe un estimado al instante.',
    kindLegend: '¿Qué tipo de automatización necesitas?',
    kinds: {
      simple: 'Plantilla sencilla',
      conditional: 'Entrevista con condiciones',
      multiDocument: 'Varios documentos',
    } satisfies Record<AutomationKind, string>,
    example: (example: string) => `Por ejemplo: ${example}`,
    kindRequired: 'Elige el tipo de automatización.',
    description: 'Describe el documento y cómo lo usas',
    descriptionHint:
      'Qué documento es, qué datos cambian de un caso a otro y quién responde la entrevista.',
    descriptionShort: 'Cuéntanos un poco más (al menos 20 caracteres).',
    estimate: (min: string, max: string) => `Estimado: entre ${min} y ${max}`,
    submit: 'Enviar solicitud',
    sentTitle: 'Solicitud recibida',
    reference: (id: string) => `Referencia: ${id.slice(0, 8).toUpperCase()}`,
  },
};
