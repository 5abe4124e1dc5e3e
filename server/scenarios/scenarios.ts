import { InterviewCompileError } from '@engine/index';
import type {
  CreateScenarioBody,
  CreateScenarioFromSubmissionBody,
  RunScenariosBody,
  Scenario,
  ScenarioAnswer,
  ScenarioIdBody,
  ScenarioProblem,
  ScenarioSummary,
  ScenariosAnswer,
} from '@schemas/api/scenarios';
import { scenarioLimits } from '@schemas/api/scenarios';
import type { CompiledInterview } from '@schemas/compiledInterview';
import type { Principal } from '../auth/Principal';
import type { Db } from '../db/Database';
import type { ScenarioRow } from '../db/scenarioTables';
import { apiErrors } from '../errors/ApiError';
import type { GenerationTemplate } from '../generation/findTemplate';
import { loadCompiledInterview } from '../generation/loadCompiledInterview';
import { answerPurposes } from '../guests/answerPurposes';
import { assertAnswersStorable } from '../guests/assertAnswersStorable';
import { queues } from '../jobs/queues';
import type { Ports } from '../ports/Ports';
import { anonymizeAnswers } from './anonymizeAnswers';
import { evaluateScenario, failure, type ScenarioOutcome } from './evaluateScenario';
import { scenarioErrors } from './scenarioErrors';
import { scenarioMessages } from './scenarioMessages';

type ScenarioPorts = Pick<
  Ports,
  'db' | 'clock' | 'random' | 'dataKeys' | 'jobs' | 'storage' | 'docx'
>;

/** A rich template (its version moves with each save) or a Word one (immutable: version 0). */
type ScenarioTemplate = GenerationTemplate & { name: string; version: number };

// Test scenarios of a document ("Casos de prueba"). Every query names the caller's account, so
// another account's document or scenario answers the same 404 as a missing one. Answers and
// texts are sealed with the account's data key, like guests' answers.

export async function listScenarios(
  ports: Pick<Ports, 'db'>,
  principal: Principal,
  documentId: string,
): Promise<ScenariosAnswer> {
  const document = await ownedDocument(ports.db, principal.accountId, documentId);
  if (!document) throw scenarioErrors.notFound();
  const rows = await scenarioRows(ports.db, principal.accountId, documentId);
  const templates = await templateVersions(ports.db, principal.accountId, documentId);
  const scenarios = rows.map((row) => toSummary(row, document.version, templates));
  return {
    scenarios,
    limit: scenarioLimitOf(document.plan),
    running: scenarios.some((scenario) => !scenario.current),
  };
}

export async function getScenario(
  ports: Pick<Ports, 'db' | 'dataKeys'>,
  principal: Principal,
  scenarioId: string,
): Promise<ScenarioAnswer> {
  const row = await ports.db
    .selectFrom('scenarios')
    .selectAll()
    .where('id', '=', scenarioId)
    .where('account_id', '=', principal.accountId)
    .executeTakeFirst();
  if (!row) throw scenarioErrors.notFound();
  const document = await ownedDocument(ports.db, principal.accountId, row.document_id);
  if (!document) throw scenarioErrors.notFound();
  const templates = await templateVersions(ports.db, principal.accountId, row.document_id);
  const cipher = await ports.dataKeys.forAccount(ports.db, principal.accountId);
  const expectedText = cipher.openJson<string>(row.expected_text, answerPurposes.scenarioText);
  const scenario: Scenario = {
    ...toSummary(row, document.version, templates),
    answers: cipher.openJson(row.answers, answerPurposes.scenarioAnswers),
    expectedText,
    actualText:
      row.actual_text === null
        ? row.status === 'same'
          ? expectedText
          : null
        : cipher.openJson<string>(row.actual_text, answerPurposes.scenarioText),
  };
  return { scenario };
}

// "Guardar como caso": the answers as the operator's preview has them. They are refused like a
// guest's (nesting and size) and must validate against the interview as it is now; the text they
// produce is stored as accepted, since the lawyer saves what the preview shows.
export async function createScenario(
  ports: ScenarioPorts,
  principal: Principal,
  body: CreateScenarioBody,
): Promise<ScenarioAnswer> {
  assertAnswersStorable(body.answers);
  return insertScenario(ports, principal, {
    documentId: body.document_id,
    templateId: body.template_id,
    name: body.name,
    answers: body.answers,
    source: 'preview',
    anonymized: false,
  });
}

// "Convertir en caso": the answers a guest sent, anonymised on request (anonymizeAnswers).
export async function createScenarioFromSubmission(
  ports: ScenarioPorts,
  principal: Principal,
  body: CreateScenarioFromSubmissionBody,
): Promise<ScenarioAnswer> {
  const submission = await ports.db
    .selectFrom('guest_submissions as s')
    .innerJoin('documents as d', 'd.id', 's.document_id')
    .select(['s.document_id', 's.answers'])
    .where('s.id', '=', body.submission_id)
    .where('d.account_id', '=', principal.accountId)
    .executeTakeFirst();
  if (!submission) throw scenarioErrors.notFound();
  const cipher = await ports.dataKeys.forAccount(ports.db, principal.accountId);
  const sent = cipher.openJson<Record<string, unknown>>(
    submission.answers,
    answerPurposes.submitted,
  );
  return insertScenario(ports, principal, {
    documentId: submission.document_id,
    templateId: body.template_id,
    name: body.name,
    answers: sent,
    source: 'submission',
    anonymized: body.anonymize,
  });
}

interface NewScenario {
  documentId: string;
  templateId: string | undefined;
  name: string;
  answers: Record<string, unknown>;
  source: 'preview' | 'submission';
  anonymized: boolean;
}

async function insertScenario(
  ports: ScenarioPorts,
  principal: Principal,
  fresh: NewScenario,
): Promise<ScenarioAnswer> {
  const { accountId } = principal;
  const document = await ownedDocument(ports.db, accountId, fresh.documentId);
  if (!document) throw scenarioErrors.notFound();
  const template = await templateFor(ports.db, accountId, fresh.documentId, fresh.templateId);
  const compiled = await compiledOrRefuse(ports.db, accountId, fresh.documentId);
  const answers = fresh.anonymized ? anonymizeAnswers(compiled, fresh.answers) : fresh.answers;
  const outcome = await evaluateScenario(ports, accountId, compiled, template, answers, null);
  if (outcome.status === 'invalid') {
    throw apiErrors.fieldsInvalid(
      outcome.problems.map((problem) => ({
        field: `answers.${problem.field}`,
        message: problem.message,
      })),
    );
  }
  if (outcome.text === null) throw scenarioErrors.field('template_id', scenarioMessages.tooLarge);
  const cipher = await ports.dataKeys.forAccount(ports.db, accountId);
  const id = ports.random.uuid();
  const now = ports.clock.now();
  await ports.db.transaction().execute(async (trx) => {
    // The document row is locked so two saves at once cannot both pass the plan's limit.
    await trx
      .selectFrom('documents')
      .select('id')
      .where('id', '=', fresh.documentId)
      .where('account_id', '=', accountId)
      .forUpdate()
      .executeTakeFirst();
    const { count } = await trx
      .selectFrom('scenarios')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('document_id', '=', fresh.documentId)
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    const limit = scenarioLimitOf(document.plan);
    if (Number(count) >= limit) throw scenarioErrors.limitReached(limit);
    const taken = await trx
      .selectFrom('scenarios')
      .select('id')
      .where('document_id', '=', fresh.documentId)
      .where('name', '=', fresh.name)
      .executeTakeFirst();
    if (taken) throw scenarioErrors.nameTaken();
    await trx
      .insertInto('scenarios')
      .values({
        id,
        account_id: accountId,
        document_id: fresh.documentId,
        template_id: template.id,
        name: fresh.name,
        source: fresh.source,
        anonymized: fresh.anonymized,
        answers: JSON.stringify(cipher.sealJson(answers, answerPurposes.scenarioAnswers)),
        expected_text: JSON.stringify(cipher.sealJson(outcome.text, answerPurposes.scenarioText)),
        accepted_at: now,
        status: 'same',
        actual_text: null,
        problems: '[]',
        run_document_version: document.version,
        run_template_version: template.version,
        run_at: now,
        created_by: principal.userId,
        created_at: now,
      })
      .execute();
  });
  return getScenario(ports, principal, id);
}

// The lawyer accepts the last run's text as the new expectation.
export async function acceptScenario(
  ports: Pick<Ports, 'db' | 'clock' | 'dataKeys'>,
  principal: Principal,
  body: ScenarioIdBody,
): Promise<ScenarioAnswer> {
  const row = await ports.db
    .selectFrom('scenarios')
    .select(['id', 'status', 'actual_text'])
    .where('id', '=', body.scenario_id)
    .where('account_id', '=', principal.accountId)
    .executeTakeFirst();
  if (!row) throw scenarioErrors.notFound();
  if (row.status !== 'changed' || row.actual_text === null) throw scenarioErrors.notChanged();
  const updated = await ports.db
    .updateTable('scenarios')
    .set({
      expected_text: JSON.stringify(row.actual_text),
      actual_text: null,
      status: 'same',
      accepted_at: ports.clock.now(),
    })
    .where('id', '=', row.id)
    .where('account_id', '=', principal.accountId)
    // Only the text the lawyer looked at: a run that replaced it since makes this a no-op 409.
    .where('status', '=', 'changed')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw scenarioErrors.notChanged();
  return getScenario(ports, principal, row.id);
}

export async function deleteScenario(
  ports: Pick<Ports, 'db'>,
  principal: Principal,
  body: ScenarioIdBody,
): Promise<{ deleted: true }> {
  const deleted = await ports.db
    .deleteFrom('scenarios')
    .where('id', '=', body.scenario_id)
    .where('account_id', '=', principal.accountId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw scenarioErrors.notFound();
  return { deleted: true };
}

// "Probar todos los casos": up to scenarioLimits.inlineRun scenarios run in the request and the
// answer has their new statuses; a larger set is handed to a worker (a job) and the answer says
// `running` until the job has written every result.
export async function runScenarios(
  ports: ScenarioPorts,
  principal: Principal,
  body: RunScenariosBody,
): Promise<ScenariosAnswer> {
  const document = await ownedDocument(ports.db, principal.accountId, body.document_id);
  if (!document) throw scenarioErrors.notFound();
  const { count } = await ports.db
    .selectFrom('scenarios')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('document_id', '=', body.document_id)
    .where('account_id', '=', principal.accountId)
    .executeTakeFirstOrThrow();
  if (Number(count) <= scenarioLimits.inlineRun) {
    await runDocumentScenarios(ports, principal.accountId, body.document_id);
    return listScenarios(ports, principal, body.document_id);
  }
  await ports.jobs.send(ports.db, queues.scenarios, {
    accountId: principal.accountId,
    documentId: body.document_id,
    force: true,
  });
  const answer = await listScenarios(ports, principal, body.document_id);
  return { ...answer, running: true };
}

// After a change to the interview or a template, inside the writing transaction: a run of the
// document's scenarios becomes a job that exists exactly when the change commits. A burst of
// autosaves makes a burst of jobs; each finds the scenarios already run for the latest versions
// and stops at once (runDocumentScenarios skips current ones).
export async function scheduleScenarioRun(
  db: Db,
  jobs: Ports['jobs'],
  accountId: string,
  documentId: string,
): Promise<void> {
  const any = await db
    .selectFrom('scenarios')
    .select('id')
    .where('document_id', '=', documentId)
    .where('account_id', '=', accountId)
    .limit(1)
    .executeTakeFirst();
  if (!any) return;
  await jobs.send(db, queues.scenarios, { accountId, documentId }, { startAfterSeconds: 1 });
}

export interface RunReport {
  ran: number;
  skipped: number;
}

// Re-runs the document's scenarios (all of them when `force`, else those whose last run saw an
// older interview or template) and writes each outcome. Used by the request (small sets), the
// job (large sets, and after every change) and the bench.
export async function runDocumentScenarios(
  ports: Pick<Ports, 'db' | 'clock' | 'dataKeys' | 'storage' | 'docx'>,
  accountId: string,
  documentId: string,
  options: { force?: boolean } = { force: true },
): Promise<RunReport> {
  const document = await ownedDocument(ports.db, accountId, documentId);
  if (!document) return { ran: 0, skipped: 0 };
  const rows = await scenarioRows(ports.db, accountId, documentId);
  const versions = await templateVersions(ports.db, accountId, documentId);
  const due = rows.filter(
    (row) => options.force || !toSummary(row, document.version, versions).current,
  );
  if (due.length === 0) return { ran: 0, skipped: rows.length };
  let compiled: CompiledInterview | null = null;
  try {
    compiled = (await loadCompiledInterview(ports.db, accountId, documentId))?.compiled ?? null;
  } catch (error) {
    if (!(error instanceof InterviewCompileError)) throw error;
  }
  const contents = await templateContents(ports.db, accountId, documentId);
  const cipher = await ports.dataKeys.forAccount(ports.db, accountId);
  const now = ports.clock.now();
  for (const row of due) {
    const template = contents.get(row.template_id);
    const expected = cipher.openJson<string>(row.expected_text, answerPurposes.scenarioText);
    const outcome: ScenarioOutcome = !compiled
      ? failure(scenarioMessages.interviewBroken)
      : !template
        ? failure(scenarioMessages.templateGone)
        : await evaluateScenario(
            ports,
            accountId,
            compiled,
            template,
            cipher.openJson(row.answers, answerPurposes.scenarioAnswers),
            expected,
          );
    const actual =
      outcome.status === 'changed' && outcome.text !== null
        ? JSON.stringify(cipher.sealJson(outcome.text, answerPurposes.scenarioText))
        : null;
    await ports.db
      .updateTable('scenarios')
      .set({
        status: outcome.status,
        actual_text: actual,
        problems: JSON.stringify(outcome.problems),
        run_document_version: document.version,
        run_template_version: template?.version ?? 0,
        run_at: now,
      })
      .where('id', '=', row.id)
      .where('account_id', '=', accountId)
      .execute();
  }
  return { ran: due.length, skipped: rows.length - due.length };
}

// ---- reads --------------------------------------------------------------------------------------

async function ownedDocument(db: Db, accountId: string, documentId: string) {
  return db
    .selectFrom('documents as d')
    .innerJoin('accounts as a', 'a.id', 'd.account_id')
    .select(['d.id', 'd.version', 'd.general_selected_temp', 'a.name_plan as plan'])
    .where('d.id', '=', documentId)
    .where('d.account_id', '=', accountId)
    .executeTakeFirst();
}

/** The plan's scenarios per document (schemas/api/scenarios.ts); an unknown plan the smallest. */
export function scenarioLimitOf(plan: string): number {
  return (
    scenarioLimits.perDocumentByPlan[plan] ??
    Math.min(...Object.values(scenarioLimits.perDocumentByPlan))
  );
}

function scenarioRows(db: Db, accountId: string, documentId: string): Promise<ScenarioRow[]> {
  return db
    .selectFrom('scenarios')
    .selectAll()
    .where('document_id', '=', documentId)
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('name')
    .execute();
}

async function templateVersions(
  db: Db,
  accountId: string,
  documentId: string,
): Promise<Map<string, { name: string; version: number }>> {
  const templates = await templateContents(db, accountId, documentId);
  return new Map(
    [...templates.values()].map((template) => [
      template.id,
      { name: template.name, version: template.version },
    ]),
  );
}

async function templateContents(
  db: Db,
  accountId: string,
  documentId: string,
): Promise<Map<string, ScenarioTemplate>> {
  const rich = await db
    .selectFrom('templates')
    .select(['id', 'name', 'version', 'content', 'document_id'])
    .where('document_id', '=', documentId)
    .where('account_id', '=', accountId)
    .execute();
  const word = await db
    .selectFrom('word_templates')
    .select(['id', 'name', 'storage_key', 'document_id'])
    .where('document_id', '=', documentId)
    .where('account_id', '=', accountId)
    .execute();
  return new Map<string, ScenarioTemplate>([
    ...rich.map((row): [string, ScenarioTemplate] => [
      row.id,
      {
        kind: 'rich',
        id: row.id,
        documentId: row.document_id,
        content: row.content,
        name: row.name,
        version: row.version,
      },
    ]),
    ...word.map((row): [string, ScenarioTemplate] => [
      row.id,
      {
        kind: 'word',
        id: row.id,
        documentId: row.document_id,
        storageKey: row.storage_key,
        name: row.name,
        version: 0,
      },
    ]),
  ]);
}

// The template a new scenario renders: the one named, else the document's selected template,
// else its first rich one, else its first Word one.
async function templateFor(
  db: Db,
  accountId: string,
  documentId: string,
  templateId: string | undefined,
): Promise<ScenarioTemplate> {
  const templates = await templateContents(db, accountId, documentId);
  if (templateId !== undefined) {
    const named = templates.get(templateId);
    if (named) return named;
    throw scenarioErrors.notFound();
  }
  const selected = await db
    .selectFrom('documents')
    .select('general_selected_temp')
    .where('id', '=', documentId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  const all = [...templates.values()];
  const chosen =
    (selected?.general_selected_temp && templates.get(selected.general_selected_temp)) ||
    all.find((template) => template.kind === 'rich') ||
    all[0];
  if (!chosen) throw scenarioErrors.field('template_id', scenarioMessages.noTemplate);
  return chosen;
}

async function compiledOrRefuse(
  db: Db,
  accountId: string,
  documentId: string,
): Promise<CompiledInterview> {
  try {
    const loaded = await loadCompiledInterview(db, accountId, documentId);
    if (!loaded) throw scenarioErrors.notFound();
    return loaded.compiled;
  } catch (error) {
    if (error instanceof InterviewCompileError) {
      throw scenarioErrors.field('document_id', scenarioMessages.interviewBroken);
    }
    throw error;
  }
}

function toSummary(
  row: ScenarioRow,
  documentVersion: number,
  templates: Map<string, { name: string; version: number }>,
): ScenarioSummary {
  const template = templates.get(row.template_id);
  const problems: ScenarioProblem[] = row.problems;
  return {
    id: row.id,
    documentId: row.document_id,
    templateId: row.template_id,
    templateName: template?.name ?? null,
    name: row.name,
    source: row.source,
    anonymized: row.anonymized,
    status: row.status,
    problems,
    acceptedAt: row.accepted_at.toISOString(),
    runAt: row.run_at.toISOString(),
    current:
      row.run_document_version === documentVersion &&
      row.run_template_version === (template?.version ?? 0),
  };
}
