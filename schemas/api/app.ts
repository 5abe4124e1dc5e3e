import Type from 'typebox';

/** The product version the contract names; shown by the web app. */
export const appVersion = '2.0.02092024';

/** A Google Analytics 4 measurement id; anything else leaves analytics off. */
export const measurementIdPattern = '^G-[A-Z0-9]{4,20}$';

// What the web app needs from the server's environment before it renders: whether to load the
// analytics tag, and the version it shows.
export const AppConfigAnswer = Type.Object({
  analyticsMeasurementId: Type.Union([Type.String({ pattern: measurementIdPattern }), Type.Null()]),
  version: Type.Literal(appVersion),
});
export type AppConfigAnswer = Type.Static<typeof AppConfigAnswer>;
