import Type from 'typebox';

export const HealthAnswer = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
  database: Type.Object({
    kind: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    ok: Type.Boolean(),
  }),
});
export type HealthAnswer = Type.Static<typeof HealthAnswer>;
