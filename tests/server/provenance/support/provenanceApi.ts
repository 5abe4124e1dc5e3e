import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApi } from '../../support/startTestApi';

/** POST documents/verifyDocument with one file, as the verification page's form sends it. */
export async function verifyUpload(
  api: TestApi,
  token: string,
  bytes: Uint8Array,
  fileName = 'documento.docx',
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const request = new Request('http://minuta.test', { method: 'POST', body: form });
  return api.app.inject({
    method: 'POST',
    url: '/api/v1/documents/verifyDocument',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      authorization: `Bearer ${token}`,
    },
  });
}

/** The custom entries of a PDF's document information, as poppler's `pdfinfo -custom` prints. */
export function pdfCustomInfo(bytes: Buffer): Map<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'minuta-pdfinfo-'));
  try {
    const path = join(dir, 'file.pdf');
    writeFileSync(path, bytes);
    const printed = execFileSync('pdfinfo', ['-custom', path], { encoding: 'utf8' });
    return new Map(
      printed
        .split('\n')
        .map((line) => /^(\w+):\s*(.*)$/.exec(line))
        .flatMap((match) =>
          match?.[1] && match[2] !== undefined
            ? [[match[1], match[2].trim()] as [string, string]]
            : [],
        ),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What poppler prints of a PDF: its XMP packet (`pdfinfo -meta`) and its Info (`-isodates`). */
export function pdfInfoAndXmp(bytes: Buffer): { xmp: string; info: Map<string, string> } {
  const dir = mkdtempSync(join(tmpdir(), 'minuta-pdfinfo-'));
  try {
    const path = join(dir, 'file.pdf');
    writeFileSync(path, bytes);
    const xmp = execFileSync('pdfinfo', ['-meta', path], { encoding: 'utf8' });
    const printed = execFileSync('pdfinfo', ['-isodates', path], { encoding: 'utf8' });
    const info = new Map(
      printed.split('\n').flatMap((line) => {
        const match = /^([\w ]+):\s*(.*)$/.exec(line);
        return match?.[1] && match[2] !== undefined ? [[match[1], match[2].trim()] as const] : [];
      }),
    );
    return { xmp, info };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
