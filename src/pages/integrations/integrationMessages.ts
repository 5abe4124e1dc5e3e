import { formatDateAs } from '@engine/index';
import type { IntegrationScope } from '@schemas/api/integrations';

// Spanish texts of /app/conectar (approving an add-in) and the account tab "Integraciones".
export const scopeLabels: Record<IntegrationScope, string> = {
  'plantillas:leer': 'Leer las plantillas de Word de tus documentos',
  'plantillas:escribir': 'Subir o reemplazar la plantilla de Word de un documento',
  'entrevistas:leer': 'Ver tus espacios de trabajo, documentos y sus preguntas',
  generar: 'Generar documentos con respuestas de prueba',
};

export const formatDateTime = (iso: string) => formatDateAs('mediumDateTime', iso);
export const formatDate = (iso: string) => formatDateAs('mediumDate', iso);

export const connectMessages = {
  title: 'Conectar una aplicación con Minuta',
  codeLabel: 'Código de conexión',
  codeHint: 'Escribe el código de 8 letras que muestra el complemento (por ejemplo, BCDF-GHJK).',
  find: 'Continuar',
  asks: (client: string) => `«${client}» quiere conectarse a tu cuenta de Minuta.`,
  permissions: 'Podrá:',
  origin: 'Solicitud hecha',
  from: (ip: string | null, userAgent: string | null) =>
    [ip ? `desde ${ip}` : null, userAgent].filter(Boolean).join(' · '),
  compare:
    'Comprueba que el código coincide con el que ves en el complemento. Si no iniciaste tú esta conexión, recházala.',
  approve: 'Aprobar la conexión',
  deny: 'Rechazar',
  approved:
    'Conexión aprobada. Vuelve al complemento: se conectará en unos segundos. Puedes revocarla cuando quieras en Tu cuenta › Integraciones.',
  denied: 'Rechazaste la conexión. El complemento no tendrá acceso a tu cuenta.',
  alreadyDecided: 'Esta solicitud de conexión ya fue respondida.',
  manage: 'Ver mis integraciones',
} as const;

export const tokensMessages = {
  title: 'Integraciones',
  intro:
    'Los complementos de Word y Google Docs conectados a tu cuenta y tus tokens personales de API. Cada uno solo puede hacer lo que permiten sus permisos; revócalo cuando ya no lo uses.',
  none: 'No tienes integraciones activas.',
  name: 'Nombre',
  created: 'Creado',
  lastUsed: 'Último uso',
  never: 'Nunca',
  scopes: 'Permisos',
  expires: 'Vence',
  kind: { device: 'Complemento', personal: 'Token personal' },
  revoke: 'Revocar',
  revokeTitle: (name: string) => `¿Revocar «${name}»?`,
  revokeHint:
    'Dejará de funcionar en su próxima llamada. Para volver a usarlo tendrás que conectarlo o crearlo de nuevo.',
  confirmRevoke: 'Sí, revocar',
  revoked: 'Token revocado.',
  create: 'Crear token personal',
  createTitle: 'Nuevo token personal de API',
  createHint:
    'Para tus propios scripts: envíalo como «Authorization: Bearer mnt_…». Elige solo los permisos que el script necesita.',
  tokenName: 'Nombre del token',
  chooseScopes: 'Elige al menos un permiso.',
  lifetime: 'Días sin uso antes de vencer',
  lifetimeHint:
    'Cada uso en sus últimos 30 días lo renueva por este plazo (90 días si lo dejas así).',
  lifetimeInvalid: 'Escribe un número de días entre 1 y 365.',
  createdTitle: 'Copia tu token ahora',
  createdHint:
    'Es la única vez que lo verás: Minuta solo guarda una huella del token. Si lo pierdes, revócalo y crea otro.',
  copy: 'Copiar',
  copied: 'Token copiado.',
  done: 'Listo',
  apiDocs: 'Referencia de la API',
} as const;
