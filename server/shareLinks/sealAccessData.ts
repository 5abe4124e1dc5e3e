import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const format = 'v1';
const keys = new Map<string, Buffer>();

// A link's accessData is looked up by its SHA-256, but the lawyer's list must show the URL again,
// so it is also kept sealed: AES-256-GCM under a key derived with HKDF-SHA256 from the server
// secret (JWT_SECRET, which never enters the database), the link id as associated data so a
// sealed token copied onto another row does not open. A copy of the database alone opens no
// link. Rotating JWT_SECRET leaves links working (the hash still matches) but their URLs can no
// longer be shown (`openAccessData` answers null).
function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'minuta', 'share-link-access-data', 32));
    keys.set(secret, key);
  }
  return key;
}

export function sealAccessData(secret: string, linkId: string, accessData: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret), iv);
  cipher.setAAD(Buffer.from(linkId));
  const sealed = Buffer.concat([cipher.update(accessData, 'utf8'), cipher.final()]);
  return [format, iv, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openAccessData(secret: string, linkId: string, sealed: string): string | null {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== format || !iv || body === undefined || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(linkId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
