import Type from 'typebox';
import { Timestamp, Uuid } from './common';
import { tokenNameLimits, userCodeLimits } from './fieldLimits';

// Integration tokens (server/integrations/): the device-authorization flow an add-in uses to
// connect, personal API tokens for integrators' scripts, and what a token may call (its scopes).

/** What an integration token may do; the server's scope table maps each to its calls. */
export const integrationScopes = [
  'plantillas:leer',
  'plantillas:escribir',
  'entrevistas:leer',
  'generar',
] as const;
export type IntegrationScope = (typeof integrationScopes)[number];

export const IntegrationScopeSchema = Type.Union([
  Type.Literal('plantillas:leer'),
  Type.Literal('plantillas:escribir'),
  Type.Literal('entrevistas:leer'),
  Type.Literal('generar'),
]);
const Scopes = Type.Array(IntegrationScopeSchema, { minItems: 1, maxItems: 4, uniqueItems: true });

/** The 8-letter code a person types or follows (`BCDF-GHJK`). */
const UserCode = Type.String({ ...userCodeLimits });

export const DeviceCodeBody = Type.Object(
  {
    /** Who asks, as the person approving will read it ("Complemento de Word"). */
    client: Type.String({ minLength: 1, maxLength: 80 }),
    scopes: Scopes,
  },
  { additionalProperties: false },
);
export type DeviceCodeBody = Type.Static<typeof DeviceCodeBody>;

export const DeviceCodeAnswer = Type.Object({
  deviceCode: Type.String(),
  userCode: Type.String(),
  verificationUri: Type.String(),
  verificationUriComplete: Type.String(),
  /** Seconds until the codes expire. */
  expiresIn: Type.Integer(),
  /** Seconds the add-in waits between two polls. */
  interval: Type.Integer(),
});
export type DeviceCodeAnswer = Type.Static<typeof DeviceCodeAnswer>;

export const DeviceTokenBody = Type.Object(
  { deviceCode: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type DeviceTokenBody = Type.Static<typeof DeviceTokenBody>;

const ConnectedUser = Type.Object({ email: Type.String(), name: Type.String() });

export const DeviceTokenAnswer = Type.Object({
  /** `mnt_…`: sent as `Authorization: Bearer mnt_…`. Shown once; only its hash is stored. */
  accessToken: Type.String(),
  expiresAt: Timestamp,
  scopes: Type.Array(IntegrationScopeSchema),
  user: ConnectedUser,
});
export type DeviceTokenAnswer = Type.Static<typeof DeviceTokenAnswer>;

export const UserCodeQuery = Type.Object({ userCode: UserCode });
export type UserCodeQuery = Type.Static<typeof UserCodeQuery>;

export const UserCodeBody = Type.Object({ userCode: UserCode }, { additionalProperties: false });
export type UserCodeBody = Type.Static<typeof UserCodeBody>;

/** What the approval page shows: who asks, for what, from where. */
export const DeviceRequestAnswer = Type.Object({
  userCode: Type.String(),
  client: Type.String(),
  scopes: Type.Array(IntegrationScopeSchema),
  createdAt: Timestamp,
  expiresAt: Timestamp,
  ip: Type.Union([Type.String(), Type.Null()]),
  userAgent: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('approved'),
    Type.Literal('denied'),
    Type.Literal('used'),
  ]),
});
export type DeviceRequestAnswer = Type.Static<typeof DeviceRequestAnswer>;

export const IntegrationMeAnswer = Type.Object({
  user: ConnectedUser,
  /** The account the token acts on, and its plan's name ("Explorador"…). */
  account: Type.Object({ id: Type.String(), plan: Type.String() }),
  scopes: Type.Array(IntegrationScopeSchema),
  expiresAt: Timestamp,
  client: Type.Union([Type.String(), Type.Null()]),
});
export type IntegrationMeAnswer = Type.Static<typeof IntegrationMeAnswer>;

export const IntegrationToken = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** `device`: connected by an add-in; `personal`: made in the account area for a script. */
  kind: Type.Union([Type.Literal('device'), Type.Literal('personal')]),
  client: Type.Union([Type.String(), Type.Null()]),
  /** The token's first characters (`mnt_AbC…`), to recognise it; never the secret. */
  prefix: Type.String(),
  scopes: Type.Array(IntegrationScopeSchema),
  createdAt: Timestamp,
  createdIp: Type.Union([Type.String(), Type.Null()]),
  createdUserAgent: Type.Union([Type.String(), Type.Null()]),
  lastUsedAt: Type.Union([Timestamp, Type.Null()]),
  expiresAt: Timestamp,
});
export type IntegrationToken = Type.Static<typeof IntegrationToken>;

export const IntegrationTokensAnswer = Type.Object({ tokens: Type.Array(IntegrationToken) });
export type IntegrationTokensAnswer = Type.Static<typeof IntegrationTokensAnswer>;

export const CreateTokenBody = Type.Object(
  {
    name: Type.String({ ...tokenNameLimits }),
    scopes: Scopes,
    /** Days without use before it expires (default 90). */
    expiresInDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })),
  },
  { additionalProperties: false },
);
export type CreateTokenBody = Type.Static<typeof CreateTokenBody>;

export const CreatedTokenAnswer = Type.Object({
  token: IntegrationToken,
  /** The secret, shown this once. */
  accessToken: Type.String(),
});
export type CreatedTokenAnswer = Type.Static<typeof CreatedTokenAnswer>;

export const TokenIdParams = Type.Object({ id: Uuid });
export type TokenIdParams = Type.Static<typeof TokenIdParams>;
