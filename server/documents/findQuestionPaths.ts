import type { LoadedDocument } from './LoadedDocument';

export interface QuestionPaths {
  /** Full variable path of every question (element or sub-question) by id; options have none. */
  pathById: Map<string, string>;
  /** How many questions share each path. */
  countByPath: Map<string, number>;
}

// The variable paths the engine resolves conditions against: an element's variable, and for a
// sub-question its parent's path, a dot and its own name (`comprador.nombre`).
export function findQuestionPaths(loaded: LoadedDocument): QuestionPaths {
  const pathById = new Map<string, string>();
  const countByPath = new Map<string, number>();
  const record = (id: string, path: string) => {
    pathById.set(id, path);
    countByPath.set(path, (countByPath.get(path) ?? 0) + 1);
  };
  const visit = (parentKey: string, parentPath: string) => {
    for (const item of loaded.itemsOf(parentKey)) {
      if (item.name === 'option') continue;
      const path = `${parentPath}.${keyOf(item.variable)}`;
      record(item.id, path);
      visit(item.id, path);
    }
  };
  for (const page of loaded.pages) {
    for (const element of loaded.elementsOf(page.id)) {
      const path = keyOf(element.variable);
      record(element.id, path);
      visit(element.id, path);
    }
  }
  return { pathById, countByPath };
}

export function keyOf(variable: readonly string[]): string {
  return (variable[0] ?? '').trim();
}
