import { join } from 'node:path';
import { loadConfig } from '../config/loadConfig';
import { loadSecrets, newDataKey, writeSecrets } from '../config/loadSecrets';
import { openDatabase } from '../db/openDatabase';
import { systemClock } from '../ports/Clock';
import { createDataKeys } from './createDataKeys';
import { parseMasterKey } from './MasterKeys';

// `npm run keys:rotate`: a new master key wraps every account's data key (32 bytes each: the
// data itself is not rewritten). The new key is NEW_DATA_ENCRYPTION_KEY, or one generated here.
// - Keys in secrets.json (the default): the new key becomes `dataEncryptionKey` and the old one
//   joins `previousDataEncryptionKeys`, so backups made before still open; restart the server.
//   PGlite allows one process: stop the server first.
// - Keys in the environment (several instances): first restart every instance with the new key
//   as DATA_ENCRYPTION_KEY and the old one in DATA_ENCRYPTION_KEYS_PREVIOUS (each then opens
//   both), then run this with the same variables; nothing stops. The old key may be dropped
//   once no backup needs it.
async function main(): Promise<void> {
  const config = await loadConfig();
  const fromEnvironment = Boolean(process.env.DATA_ENCRYPTION_KEY);
  const wanted = process.env.NEW_DATA_ENCRYPTION_KEY;
  const next = fromEnvironment
    ? config.dataEncryption.current
    : parseMasterKey(wanted || newDataKey());
  const previous = [config.dataEncryption.current, ...config.dataEncryption.previous].filter(
    (key) => key.id !== next.id,
  );
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const rewrapped = await database.db
      .transaction()
      .execute((trx) => createDataKeys({ current: next, previous }, systemClock).rewrapAll(trx));
    if (!fromEnvironment) {
      const { secrets } = await loadSecrets(config.dataDir);
      await writeSecrets(join(config.dataDir, 'secrets.json'), {
        ...secrets,
        dataEncryptionKey: next.key.toString('base64'),
        previousDataEncryptionKeys: previous.map((key) => key.key.toString('base64')),
      });
    }
    process.stdout.write(
      `Claves de datos reenvueltas con la clave maestra ${next.id}: ${rewrapped}.\n${
        fromEnvironment
          ? 'Las claves maestras vienen del entorno: no se cambió ningún archivo.\n'
          : `Nueva clave maestra guardada en ${join(config.dataDir, 'secrets.json')}; reinicia el servidor.\n`
      }`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `No se pudieron rotar las claves: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
