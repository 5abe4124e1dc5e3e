// What a lawyer reads while publishing an interview and sharing it, in Spanish.
export const publishMessages = {
  open: 'Publicar y compartir',
  title: 'Publicar y compartir',
  description:
    'Tus clientes responden siempre una versión publicada: lo que edites después no cambia una entrevista que ya empezaron.',
  tabs: { publish: 'Publicación', links: 'Enlaces', submissions: 'Respuestas' },
  notPublished: 'Esta entrevista todavía no está publicada.',
  latest: (number: number, date: string, by: string) =>
    `Versión ${number}, publicada el ${date} por ${by}.`,
  questions: (count: number) => (count === 1 ? '1 pregunta' : `${count} preguntas`),
  upToDate: 'La versión publicada corresponde a lo que ves en el editor.',
  behind: 'Hay cambios en el editor que tus clientes todavía no ven.',
  publish: 'Publicar versión nueva',
  publishing: 'Publicando…',
  waitSaving: 'Espera a que se guarden los cambios para publicar.',
  published: (number: number) => `Versión ${number} publicada.`,
  cannotPublish: 'No se puede publicar todavía:',
  history: 'Versiones anteriores',
  // Links
  newLink: 'Nuevo enlace',
  label: 'Para quién es',
  labelHint: 'Por ejemplo: «Juan Pérez» o «Sitio web del estudio».',
  mode: 'Tipo de enlace',
  modes: {
    personal: 'Personal: un cliente, que puede retomar desde cualquier dispositivo',
    public: 'Público: para varios clientes o para insertar en tu sitio web',
  } as Record<string, string>,
  modeShort: { personal: 'Personal', public: 'Público' } as Record<string, string>,
  expires: 'Vence el (opcional)',
  singleUse: 'Un solo envío: el enlace deja de abrir cuando el cliente envía sus respuestas',
  showDocument: 'Mostrar el documento al cliente mientras responde',
  showDocumentHint:
    'El cliente ve, junto a las preguntas, el documento que sus respuestas van formando. Sin esta opción, el texto de la plantilla no llega al cliente.',
  showsDocument: 'Muestra el documento',
  origins: 'Sitios que pueden insertar la entrevista (uno por línea)',
  originsHint: 'Por ejemplo: https://www.miestudio.ec',
  create: 'Crear enlace',
  creating: 'Creando…',
  needsPublish: 'Publica la entrevista antes de crear enlaces.',
  noLinks: 'Aún no creaste enlaces.',
  statuses: {
    activo: 'Activo',
    vencido: 'Vencido',
    revocado: 'Revocado',
    usado: 'Usado',
  } as Record<string, string>,
  expiresOn: (date: string) => `Vence el ${date}`,
  noExpiry: 'Sin vencimiento',
  counts: (responses: number, submissions: number) =>
    `${responses} ${responses === 1 ? 'cliente empezó' : 'clientes empezaron'} · ${submissions} ${submissions === 1 ? 'envío' : 'envíos'}`,
  copy: 'Copiar enlace',
  copied: 'Copiado',
  linkAddress: (label: string) => `Dirección del enlace para ${label}`,
  revoke: 'Revocar',
  revokeConfirm: (label: string) =>
    `¿Revocar el enlace de «${label}»? Quien lo tenga ya no podrá abrir la entrevista.`,
  embed: 'Código para insertar en tu sitio',
  embedHint:
    'Pega este código en la página de tu sitio donde quieras la entrevista. El sitio debe estar en la lista de sitios permitidos del enlace.',
  copyEmbed: 'Copiar código',
  unreadable:
    'Este enlace se creó con otra clave del servidor: sigue funcionando, pero no se puede mostrar. Crea uno nuevo si lo necesitas.',
  // Submissions
  noSubmissions: 'Aún no recibiste respuestas.',
  submission: (label: string, date: string, version: number) =>
    `${label} · ${date} · versión ${version}`,
  noAnswer: 'Sin respuesta',
  loadFailed: 'No pudimos cargar esta sección.',
} as const;
