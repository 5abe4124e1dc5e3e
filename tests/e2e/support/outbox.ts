import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDataDir } from '../../../playwright.config';

// Waits for a mail to `to` in the server's outbox directory (SMTP_URL unset) and answers the first
// link of the kind asked for.
export async function waitForMailLink(
  to: string,
  linkPattern: RegExp,
  timeoutMs = 20_000,
): Promise<string> {
  const outbox = join(e2eDataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
    } catch {
      files = [];
    }
    const newestFirst = files
      .map((file) => join(outbox, file))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    for (const file of newestFirst) {
      const raw = decodeQuotedPrintable(readFileSync(file, 'utf8'));
      if (!new RegExp(`^To: .*${escapeRegExp(to)}`, 'mi').test(raw)) continue;
      const link = raw.match(linkPattern)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} with a link matching ${linkPattern}`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
