import type { MasterWorkspace } from '@schemas/api/documents';
import { describe, expect, it } from 'vitest';
import {
  normalizeSearch,
  questionCount,
  searchDocuments,
} from '../../../../src/pages/app/overviewModel';

// The overview's search and counts without a DOM.

type OverviewDocument = MasterWorkspace['documents'][number];
const document = (id: string, name: string, questionsPerPage: number[] = []) =>
  ({
    id,
    name,
    pages: questionsPerPage.map((count) => ({ elements: Array.from({ length: count }) })),
  }) as unknown as OverviewDocument;
const workspace = (id: string, name: string, documents: OverviewDocument[]) =>
  ({ id, name, documents }) as unknown as MasterWorkspace;

const workspaces = [
  workspace('w1', 'Civil', [document('d1', 'Contrato de Arrendamiento'), document('d2', 'Poder')]),
  workspace('w2', 'Laboral', [document('d3', 'Contrato de trabajo')]),
];

describe('the overview search', () => {
  it('finds documents by part of their name, without case, with their workspace', () => {
    const found = searchDocuments(workspaces, normalizeSearch('  CONTRATO '));
    expect(found.map(({ workspace, document }) => `${workspace.name}: ${document.name}`)).toEqual([
      'Civil: Contrato de Arrendamiento',
      'Laboral: Contrato de trabajo',
    ]);
  });

  it('finds nothing for an empty search or a name nobody has', () => {
    expect(searchDocuments(workspaces, normalizeSearch('   '))).toEqual([]);
    expect(searchDocuments(workspaces, normalizeSearch('escritura'))).toEqual([]);
  });

  it('counts every question of every page', () => {
    expect(questionCount(document('d4', 'Promesa', [3, 0, 2]))).toBe(5);
    expect(questionCount(document('d5', 'Vacío'))).toBe(0);
  });
});
