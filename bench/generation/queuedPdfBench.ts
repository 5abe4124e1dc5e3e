import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createServerConfig } from '@server/config/ServerConfig';
import { defaultGenerationConfig } from '@server/generation/generationConfig';
import { convertThroughQueue } from '@server/generation/pdf/convertThroughQueue';
import { answerPurposes } from '@server/guests/answerPurposes';
import { startServer } from '@server/startServer';

// A warm PDF as a request gets it since conversions are jobs: the DOCX stored, a job added, a
// worker woken by it (no polling), LibreOffice, the PDF stored, the waiting request woken.
// One process (MINUTA_ROLE=all) on PGlite with one converter, as `npm start` runs.
export async function measureQueuedPdf(docx: Buffer, workDir: string): Promise<number[]> {
  const server = await startServer(
    createServerConfig({
      port: 0,
      dataDir: join(workDir, 'queued'),
      jwtSecret: randomBytes(32).toString('base64url'),
      seedDemo: true,
      generation: {
        ...defaultGenerationConfig,
        pdf: { ...defaultGenerationConfig.pdf, workers: 1, warmOnStart: false },
      },
    }),
  );
  try {
    const { ports } = server;
    await ports.converter.warmUp();
    const account = await ports.db
      .selectFrom('accounts')
      .select('id')
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    const files = (await ports.dataKeys.forAccount(ports.db, account.id)).files(
      ports.storage,
      answerPurposes.generatedFiles,
    );
    const convert = async () => {
      const docxKey = `generated/${randomBytes(16).toString('hex')}.docx`;
      await files.put(docxKey, docx);
      const start = performance.now();
      await convertThroughQueue(ports, {
        accountId: account.id,
        docxKey,
        pdfKey: `generated/${randomBytes(16).toString('hex')}.pdf`,
      });
      return performance.now() - start;
    };
    for (let i = 0; i < 3; i++) await convert();
    const times: number[] = [];
    for (let i = 0; i < 20; i++) times.push(await convert());
    return times;
  } finally {
    await server.stop();
  }
}
