import { templateVariablePaths } from '@engine/index';
import type {
  Clause,
  ClauseAnswer,
  ClauseSummary,
  ClausesAnswer,
  ClauseVariable,
  CreateClauseBody,
  DeleteClauseAnswer,
  DeleteClauseBody,
} from '@schemas/api/library';
import { clauseLimits } from '@schemas/api/library';
import type { TemplateBlock, TemplateContent } from '@schemas/template';
import { sql } from 'kysely';
import { recordAudit } from '../audit/recordAudit';
import type { Principal } from '../auth/Principal';
import type { ClauseRow } from '../db/libraryTables';
import { documentErrors } from '../documents/documentErrors';
import { loadDocuments } from '../documents/loadDocuments';
import { toInterview } from '../documents/toInterview';
import { ApiError } from '../errors/ApiError';
import type { Ports, RequestOrigin } from '../ports/Ports';
import { checkTemplateContent } from '../templates/checkTemplateContent';
import { describeQuestions } from './describeQuestions';
import { libraryMessages } from './libraryMessages';

// The clause library: passages of templates saved by name per account. A clause is checked by
// the engine's template gate like any template, and keeps the questions it reads as they were in
// the interview it was saved from, so another interview can be given them. Every query is scoped
// to the caller's account (an operator's is its creator's): another account's clause answers 404
// like a missing one.

// library/createClause
export async function createClause(
  ports: Ports,
  principal: Principal,
  body: CreateClauseBody,
  origin: RequestOrigin,
): Promise<ClauseAnswer> {
  const content = checkTemplateContent(body.content);
  const text = plainText(content);
  if (text === '') throw documentErrors.field('content', libraryMessages.emptyClause);
  const [loaded] = await loadDocuments(ports.db, {
    accountId: principal.accountId,
    documentId: body.document_id,
  });
  if (!loaded) throw documentErrors.notFound();
  const questions = describeQuestions(toInterview(loaded).pages);
  const variables: ClauseVariable[] = [];
  const unknownPaths: string[] = [];
  for (const path of templateVariablePaths(content)) {
    const question = questions.get(path);
    if (question) variables.push(question);
    else unknownPaths.push(path);
  }
  const id = body.id ?? ports.random.uuid();
  const name = body.name.trim();
  return ports.db.transaction().execute(async (trx) => {
    // One clause at a time per account, so parallel saves cannot pass the limit together.
    await trx
      .selectFrom('accounts')
      .select('id')
      .where('id', '=', principal.accountId)
      .forUpdate()
      .executeTakeFirst();
    const { count } = await trx
      .selectFrom('clauses')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('account_id', '=', principal.accountId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= clauseLimits.perAccount)
      throw new ApiError(
        409,
        'CLAUSE_LIMIT_REACHED',
        libraryMessages.clauseLimit(clauseLimits.perAccount),
      );
    if (body.id) {
      const taken = await trx
        .selectFrom('clauses')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (taken) throw documentErrors.idInUse();
    }
    const row = await trx
      .insertInto('clauses')
      .values({
        id,
        account_id: principal.accountId,
        name,
        content: JSON.stringify(content),
        variables: JSON.stringify(variables),
        unknown_paths: JSON.stringify(unknownPaths),
        search_text: fold(`${name} ${text}`),
        created_by: principal.userId,
        created_at: ports.clock.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, ports, {
      event: 'clause_created',
      accountId: principal.accountId,
      actorUserId: principal.userId,
      subjectUserId: null,
      origin,
      details: { clauseId: id, name },
    });
    return { clause: toClause(row) };
  });
}

// library/getClauses?search=: the account's clauses by name, those whose name or text holds
// every word searched.
export async function getClauses(
  ports: Pick<Ports, 'db'>,
  principal: Principal,
  search: string | undefined,
): Promise<ClausesAnswer> {
  const words = fold(search ?? '')
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 10);
  let query = ports.db
    .selectFrom('clauses')
    .selectAll()
    .where('account_id', '=', principal.accountId);
  for (const word of words) {
    query = query.where(sql<boolean>`strpos(search_text, ${word}) > 0`);
  }
  const rows = await query.orderBy('name').orderBy('id').limit(500).execute();
  return { clauses: rows.map(toSummary) };
}

// library/getClause/:clauseId
export async function getClause(
  ports: Pick<Ports, 'db'>,
  principal: Principal,
  clauseId: string,
): Promise<ClauseAnswer> {
  const row = await ports.db
    .selectFrom('clauses')
    .selectAll()
    .where('id', '=', clauseId)
    .where('account_id', '=', principal.accountId)
    .executeTakeFirst();
  if (!row) throw documentErrors.notFound();
  return { clause: toClause(row) };
}

// library/deleteClause
export async function deleteClause(
  ports: Ports,
  principal: Principal,
  body: DeleteClauseBody,
  origin: RequestOrigin,
): Promise<DeleteClauseAnswer> {
  return ports.db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('clauses')
      .where('id', '=', body.clause_id)
      .where('account_id', '=', principal.accountId)
      .returning(['id', 'name'])
      .executeTakeFirst();
    if (!row) throw documentErrors.notFound();
    await recordAudit(trx, ports, {
      event: 'clause_deleted',
      accountId: principal.accountId,
      actorUserId: principal.userId,
      subjectUserId: null,
      origin,
      details: { clauseId: row.id, name: row.name },
    });
    return { deleted: true };
  });
}

function toSummary(row: ClauseRow): ClauseSummary {
  const text = plainText(row.content);
  return {
    id: row.id,
    name: row.name,
    excerpt:
      text.length > clauseLimits.excerptLength
        ? `${text.slice(0, clauseLimits.excerptLength - 1)}…`
        : text,
    variables: row.variables,
    unknownPaths: row.unknown_paths,
    createdAt: row.created_at.toISOString(),
  };
}

function toClause(row: ClauseRow): Clause {
  return { ...toSummary(row), content: row.content };
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

// A clause's text as a lawyer recognises it: variables as {path}, an agreement as its first form.
function plainText(content: TemplateContent): string {
  const parts: string[] = [];
  const block = (node: TemplateBlock): void => {
    switch (node.type) {
      case 'paragraph':
      case 'heading':
        for (const inline of node.content ?? []) {
          if (inline.type === 'text') parts.push(inline.text);
          else if (inline.type === 'variable') parts.push(`{${inline.attrs.path}}`);
          else if (inline.type === 'agreement') parts.push(inline.attrs.forms[0] ?? '');
          else parts.push(' ');
        }
        parts.push(' ');
        return;
      case 'bulletList':
      case 'orderedList':
        for (const item of node.content) for (const child of item.content) block(child);
        return;
      case 'table':
        for (const row of node.content)
          for (const cell of row.content) for (const child of cell.content) block(child);
        return;
      case 'conditionalBlock':
      case 'repeatBlock':
        for (const child of node.content) block(child);
        return;
      case 'pageBreak':
        return;
    }
  };
  for (const node of content.content) block(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
