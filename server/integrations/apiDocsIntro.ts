import { integrationScopes } from '@schemas/api/integrations';
import { scopeLabels } from './integrationMessages';
import { anyScope, scopeTable } from './scopeTable';

// The introduction of the API reference (/api/docs): how to authenticate, with the scope table
// written from the same table `authenticate` enforces, so the page cannot drift from the code.
export function apiDocsIntro(): string {
  const rows = integrationScopes.map((scope) => {
    const calls = Object.entries(scopeTable)
      .filter(([, needed]) => needed === scope)
      .map(([key]) => `\`${key}\``)
      .join('<br>');
    return `| \`${scope}\` | ${scopeLabels[scope]} | ${calls} |`;
  });
  const anyCalls = Object.entries(scopeTable)
    .filter(([, needed]) => needed === anyScope)
    .map(([key]) => `\`${key}\``)
    .join(', ');
  return `API de Minuta. Los mensajes para las personas están en español; cada error trae además un \`code\` estable.

## Cómo autenticarse

Todas las llamadas con candado usan la cabecera \`Authorization: Bearer <credencial>\`. Hay dos credenciales:

**1. Sesión de una persona (la aplicación web).** \`POST /api/v1/users/login\` devuelve un \`accessToken\` (JWT de 10 minutos) y un \`refreshToken\` que se renueva con \`POST /api/v1/users/token/refresh\`. Una persona tiene una sola sesión activa a la vez. Con la sesión se puede llamar a toda la API que su rol permite.

**2. Token de integración (\`mnt_…\`).** Para complementos y scripts. Se obtiene de dos formas:

- *Token personal*: en Minuta, **Tu cuenta › Integraciones › Crear token personal**. El secreto se muestra una sola vez; Minuta guarda solo su huella SHA-256.
- *Flujo de dispositivo* (como RFC 8628), el que usan los complementos de Word y Google Docs:
  1. \`POST /api/v1/integrations/device/code\` con \`{ "client": "Mi complemento", "scopes": ["plantillas:leer"] }\` → \`deviceCode\`, \`userCode\` (p. ej. \`BCDF-GHJK\`), \`verificationUriComplete\`, \`expiresIn\` (600 s) e \`interval\` (5 s).
  2. La persona abre \`verificationUriComplete\` (\`/app/conectar?codigo=…\`) con su sesión iniciada, ve qué aplicación pide qué permisos y aprueba o rechaza.
  3. El complemento consulta \`POST /api/v1/integrations/device/token\` con \`{ "deviceCode": "…" }\` cada \`interval\` segundos: \`400 AUTHORIZATION_PENDING\` mientras espera, \`429 SLOW_DOWN\` (con \`Retry-After\`) si consulta más rápido, \`403 ACCESS_DENIED\` si se rechazó, \`400 EXPIRED_TOKEN\` si caducó o ya se canjeó; una vez aprobado, \`200\` con \`accessToken\` (\`mnt_…\`), una sola vez.

Un token de integración pertenece a una persona y a su cuenta: si la persona o la cuenta se desactivan, o el pago de la cuenta falló (430), el token deja de servir igual que una sesión. Vence tras 90 días sin uso (o los días elegidos al crearlo); cada uso en sus últimos 30 días lo renueva. Revocarlo en **Integraciones** lo corta en la siguiente llamada.

### Permisos (scopes)

Un token solo puede hacer las llamadas de sus permisos; cualquier otra llamada responde \`403\` (\`SCOPE_REFUSED\` si le falta el permiso, \`INTEGRATION_NOT_ALLOWED\` si ningún token puede hacerla: cuenta, pagos, administración, operadores y sesiones quedan siempre fuera). Con cualquier permiso: ${anyCalls}.

| Permiso | Qué permite | Llamadas |
| --- | --- | --- |
${rows.join('\n')}
`;
}
