import type { ScenarioProblem, ScenarioSource, ScenarioStatus } from '@schemas/api/scenarios';
import type { ColumnType, Selectable } from 'kysely';

// Table shape of migration 0021: test scenarios. Sealed columns hold the sealed JSON string.
type Json<T> = ColumnType<T, string, string>;

export interface ScenariosTable {
  id: string;
  account_id: string;
  document_id: string;
  template_id: string;
  name: string;
  source: ScenarioSource;
  anonymized: boolean;
  /** Sealed (answerPurposes.scenarioAnswers). */
  answers: Json<string>;
  /** Sealed (answerPurposes.scenarioText): the accepted text. */
  expected_text: Json<string>;
  accepted_at: Date;
  status: ScenarioStatus;
  /** Sealed: the last run's text when it differs from the accepted one; else null. */
  actual_text: ColumnType<string | null, string | null, string | null>;
  problems: Json<ScenarioProblem[]>;
  /** The document and template versions the last run saw: older ones mean a run is due. */
  run_document_version: number;
  run_template_version: number;
  run_at: Date;
  created_by: string | null;
  created_at: Date;
}

export type ScenarioRow = Selectable<ScenariosTable>;
