import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createServerConfig } from '@server/config/ServerConfig';
import { defaultGenerationConfig } from '@server/generation/generationConfig';
import { convertThroughQueue } from '@server/generation/pdf/convertThroughQueue';
import { answerPurposes } from '@server/guests/answerPurposes';
import { startServer } from '@server/startServer';
import { createAccount } from '@server/users/createAccount';

// A warm PDF as a request gets it since conversions are jobs: the DOCX stored, a job added, a
// worker woken by it (no polling), LibreOffice, the PDF stored, the waiting request woken.
// One process (MINUTA_ROLE=all) on PGlite with one converter, as `npm start` runs.
export async function measureQueuedPdf(
  docx: Buffer,
  workDir: string,
): Promise<{ times: number[]; fairness: { firmBMs: number; firmAQueued: number } }> {
  const server = await startServer(
    createServerConfig({
      port: 0,
      dataDir: join(workDir, 'queued'),
      jwtSecret: randomBytes(32).toString('base64url'),
      seedDemo: true,
      generation: {
        ...defaultGenerationConfig,
        pdf: { ...defaultGenerationConfig.pdf, workers: 2, warmOnStart: false },
      },
    }),
  );
  try {
    const { ports } = server;
    await ports.converter.warmUp();
    // Two firms: the seeded demo one, and another made as registration makes it.
    const firmA = await ports.db
      .selectFrom('accounts')
      .select('id')
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    const firmB = {
      id: (
        await ports.db.transaction().execute((trx) =>
          createAccount(trx, ports, {
            email: 'firma-b@bench.test',
            passwordHash: 'unused',
            firstName: 'Firma',
            lastName: 'B',
            phone: null,
            role: 'creator',
            namePlan: 'corporativo',
            emailVerified: true,
          }),
        )
      ).accountId,
    };
    const convert = async (accountId: string) => {
      const files = (await ports.dataKeys.forAccount(ports.db, accountId)).files(
        ports.storage,
        answerPurposes.generatedFiles,
      );
      const docxKey = `generated/${randomBytes(16).toString('hex')}.docx`;
      await files.put(docxKey, docx);
      const start = performance.now();
      await convertThroughQueue(ports, {
        accountId,
        docxKey,
        pdfKey: `generated/${randomBytes(16).toString('hex')}.pdf`,
      });
      return performance.now() - start;
    };
    for (let i = 0; i < 3; i++) await convert(firmA.id);
    const times: number[] = [];
    for (let i = 0; i < 20; i++) times.push(await convert(firmA.id));
    // Firm A sends 50 PDFs at once; then firm B sends one.
    let pendingA = 50;
    const burst = Array.from({ length: 50 }, () =>
      convert(firmA.id).finally(() => {
        pendingA--;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const firmAQueued = pendingA;
    const firmBMs = await convert(firmB.id);
    await Promise.allSettled(burst);
    return { times, fairness: { firmBMs, firmAQueued } };
  } finally {
    await server.stop();
  }
}
