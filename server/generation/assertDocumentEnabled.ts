import type { Db } from '../db/Database';

// THE DISABLED-DOCUMENT CHECK of generation: an administrator can switch a document off, and
// then generation answers the catalogue's 'El documento se encuentra desactivado.' (403
// DOCUMENT_DISABLED, generationErrors.documentDisabled). The switch (documents.disabled_at)
// belongs to the administration work; until it lands this check lets every document through.
export async function assertDocumentEnabled(_db: Db, _documentId: string): Promise<void> {}
