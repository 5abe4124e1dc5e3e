import { imageNamePattern } from '@schemas/api/storage';
import type { Ports } from '../ports/Ports';
import { imageKey } from './saveImage';

const validName = new RegExp(`^${imageNamePattern}$`);

// An uploaded image by its public name, with the type recorded when it was checked on upload.
// Null for anything else: names we never issued, images whose file is gone.
export async function getImage(
  ports: Pick<Ports, 'db' | 'storage'>,
  name: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!validName.test(name)) return null;
  const row = await ports.db
    .selectFrom('images')
    .select('content_type')
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) return null;
  const bytes = await ports.storage.get(imageKey(name));
  return bytes ? { bytes, contentType: row.content_type } : null;
}
