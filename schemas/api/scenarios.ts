import Type from 'typebox';
import { nonBlank, Uuid } from './common';
import { GuestAnswers } from './guests';

// Test scenarios ("Casos de prueba"): named answer sets of a document with the document text they
// produced, accepted by the lawyer as the expected result. Every change to the interview or a
// template re-runs them (a job); `runScenarios` runs them on demand. A run validates the answers
// against the interview as it is now and renders the scenario's template: the text is compared
// with the accepted one (a redline, computed by the client with engine/diff).

export const scenarioLimits = {
  nameLength: 120,
  /** Scenarios of one document, by plan (a plan not listed gets the smallest). */
  perDocumentByPlan: { explorador: 10, inicial: 50, corporativo: 200, premium: 500 } as Record<
    string,
    number
  >,
  /** A run on demand of at most this many scenarios answers with the results; more run as a job. */
  inlineRun: 60,
} as const;

/** How a scenario's last run ended: same text, changed text, answers no longer valid, or failed. */
export const ScenarioStatus = Type.Union([
  Type.Literal('same'),
  Type.Literal('changed'),
  Type.Literal('invalid'),
  Type.Literal('failed'),
]);
export type ScenarioStatus = Type.Static<typeof ScenarioStatus>;

/** Where a scenario's answers came from. */
export const ScenarioSource = Type.Union([Type.Literal('preview'), Type.Literal('submission')]);
export type ScenarioSource = Type.Static<typeof ScenarioSource>;

export const ScenarioProblem = Type.Object({ field: Type.String(), message: Type.String() });
export type ScenarioProblem = Type.Static<typeof ScenarioProblem>;

export const ScenarioSummary = Type.Object({
  id: Uuid,
  documentId: Uuid,
  templateId: Uuid,
  templateName: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
  source: ScenarioSource,
  anonymized: Type.Boolean(),
  status: ScenarioStatus,
  /** Why it does not validate or could not run (Spanish), empty otherwise. */
  problems: Type.Array(ScenarioProblem),
  /** ISO 8601. */
  acceptedAt: Type.String(),
  runAt: Type.String(),
  /** False while a re-run for the latest change is still waiting (the status is the last one). */
  current: Type.Boolean(),
});
export type ScenarioSummary = Type.Static<typeof ScenarioSummary>;

export const Scenario = Type.Object({
  ...ScenarioSummary.properties,
  answers: GuestAnswers,
  /** The accepted text, one line per paragraph (engine resolvedToText). */
  expectedText: Type.String(),
  /** The text of the last run; equal to expectedText when the status is `same`, null when none. */
  actualText: Type.Union([Type.String(), Type.Null()]),
});
export type Scenario = Type.Static<typeof Scenario>;

export const ScenariosAnswer = Type.Object({
  scenarios: Type.Array(ScenarioSummary),
  /** Scenarios this document may have on the account's plan. */
  limit: Type.Integer(),
  /** True when a run is waiting or running on the worker side. */
  running: Type.Boolean(),
});
export type ScenariosAnswer = Type.Static<typeof ScenariosAnswer>;

export const ScenarioAnswer = Type.Object({ scenario: Scenario });
export type ScenarioAnswer = Type.Static<typeof ScenarioAnswer>;

export const ScenarioIdParams = Type.Object({ scenarioId: Uuid });
export const ScenarioIdBody = Type.Object({ scenario_id: Uuid });
export type ScenarioIdBody = Type.Static<typeof ScenarioIdBody>;

const scenarioName = nonBlank(scenarioLimits.nameLength);

/** "Guardar como caso" from the operator's preview: the answers as they are in the preview. */
export const CreateScenarioBody = Type.Object({
  document_id: Uuid,
  /** The template the case renders; defaults to the document's selected rich template. */
  template_id: Type.Optional(Uuid),
  name: scenarioName,
  answers: GuestAnswers,
});
export type CreateScenarioBody = Type.Static<typeof CreateScenarioBody>;

/** "Convertir en caso" from a guest's submission, anonymised on request. */
export const CreateScenarioFromSubmissionBody = Type.Object({
  submission_id: Uuid,
  template_id: Type.Optional(Uuid),
  name: scenarioName,
  anonymize: Type.Boolean(),
});
export type CreateScenarioFromSubmissionBody = Type.Static<typeof CreateScenarioFromSubmissionBody>;

export const RunScenariosBody = Type.Object({ document_id: Uuid });
export type RunScenariosBody = Type.Static<typeof RunScenariosBody>;

export const DeleteScenarioAnswer = Type.Object({ deleted: Type.Literal(true) });
export type DeleteScenarioAnswer = Type.Static<typeof DeleteScenarioAnswer>;
