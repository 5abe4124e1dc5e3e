import type { DocumentTree } from '@schemas/api/documents';
import type { AccountCipher } from '../crypto/createDataKeys';
import type { LoadedDocument } from './LoadedDocument';
import { toDocument } from './toDocument';
import { toElement } from './toElement';
import { toItem } from './toItem';
import { toPage } from './toPage';

/** A document with its pages → elements → items, as getMasterWeb lists it. */
export function toDocumentTree(loaded: LoadedDocument, cipher: AccountCipher): DocumentTree {
  return {
    ...toDocument(loaded, cipher),
    pages: loaded.pages.map((page) => ({
      ...toPage(loaded, page),
      elements: loaded.elementsOf(page.id).map((element) => ({
        ...toElement(loaded, element),
        items: loaded.allItemsOf(element.id).map((item) => toItem(loaded, item)),
      })),
    })),
  };
}
