import type { DocumentRow, ElementRow, ItemRow, PageRow } from '../db/documentTables';
import { documentErrors } from './documentErrors';

const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;

// A document and everything inside it, as rows, with its lists in position order. Services read
// the state they change from it (loaded after the document's version is claimed, so no other
// write can change it underneath), and the answers and the Interview aggregate are built from it.
export class LoadedDocument {
  readonly pages: PageRow[];
  readonly pageById = new Map<string, PageRow>();
  readonly elementById = new Map<string, ElementRow>();
  readonly itemById = new Map<string, ItemRow>();
  private readonly elementsByPage = new Map<string, ElementRow[]>();
  private readonly itemsByParent = new Map<string, ItemRow[]>();

  constructor(
    readonly document: DocumentRow,
    pages: PageRow[],
    elements: ElementRow[],
    items: ItemRow[],
    /** Its rich templates' ids, oldest first (the spec's templatesIds). */
    readonly templateIds: readonly string[] = [],
  ) {
    this.pages = [...pages].sort(byPosition);
    for (const page of pages) this.pageById.set(page.id, page);
    for (const element of [...elements].sort(byPosition)) {
      this.elementById.set(element.id, element);
      pushTo(this.elementsByPage, element.page_id, element);
    }
    for (const item of [...items].sort(byPosition)) {
      this.itemById.set(item.id, item);
      pushTo(this.itemsByParent, item.parent_key, item);
    }
  }

  // Rows the caller's lookup already found in this document; absent only if it is gone (404).
  page(id: string): PageRow {
    return found(this.pageById.get(id));
  }

  element(id: string): ElementRow {
    return found(this.elementById.get(id));
  }

  item(id: string): ItemRow {
    return found(this.itemById.get(id));
  }

  elementsOf(pageId: string): ElementRow[] {
    return this.elementsByPage.get(pageId) ?? [];
  }

  /** The items of a list: an element's own items (by element id) or a sub-question's (by item id). */
  itemsOf(parentKey: string): ItemRow[] {
    return this.itemsByParent.get(parentKey) ?? [];
  }

  /** Every item of an element, depth first in position order. */
  allItemsOf(elementId: string): ItemRow[] {
    const out: ItemRow[] = [];
    const visit = (parentKey: string) => {
      for (const item of this.itemsOf(parentKey)) {
        out.push(item);
        visit(item.id);
      }
    };
    visit(elementId);
    return out;
  }

  /** 1 for an element; 2 for its own items; one more per level of nesting. */
  depthOf(row: ElementRow | ItemRow): number {
    let depth = 1;
    for (let item = this.itemById.get(row.id); item; ) {
      depth += 1;
      item = item.parent_item_id ? this.itemById.get(item.parent_item_id) : undefined;
    }
    return depth;
  }
}

function found<T>(row: T | undefined): T {
  if (!row) throw documentErrors.notFound();
  return row;
}

function pushTo<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
