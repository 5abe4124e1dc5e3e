import type { OkAnswer } from '@schemas/api/common';
import type { DeleteTemplateDocBody } from '@schemas/api/generation';
import type { Principal } from '../../auth/Principal';
import { documentErrors } from '../../documents/documentErrors';
import { releaseStorage } from '../../plans/reserveStorage';
import type { Ports } from '../../ports/Ports';

// documents/deleteTemplateDoc {template_id, docName}: removes a Word template of the caller's
// account. `docName`, when sent, must be the template's file name. Another account's template, a
// deleted one and an unknown one all answer the same 404. Files generated from it stay.
export async function deleteWordTemplate(
  ports: Pick<Ports, 'db' | 'storage'>,
  principal: Principal,
  body: DeleteTemplateDocBody,
): Promise<OkAnswer> {
  const row = await ports.db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('word_templates')
      .where('id', '=', body.template_id)
      .where('account_id', '=', principal.accountId)
      .$if(body.docName !== undefined, (q) => q.where('name', '=', body.docName as string))
      .returning(['storage_key', 'size_bytes'])
      .executeTakeFirst();
    if (deleted) await releaseStorage(trx, principal.accountId, deleted.size_bytes);
    return deleted;
  });
  if (!row) throw documentErrors.notFound();
  await ports.storage.delete(row.storage_key);
  return 'OK';
}
