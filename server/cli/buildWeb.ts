import { join } from 'node:path';
import { defaultWebDir } from '../config/loadConfig';
import { ensureWebBuild } from '../web/ensureWebBuild';

// `npm run build`: the web app into dist/web, every step of it (the app, /embed.js, the
// prerendered public pages, the Word add-in's pane), as `npm start` builds it when needed.
const log = (line: string) => process.stdout.write(`${line}\n`);
await ensureWebBuild(join(import.meta.dirname, '../..'), defaultWebDir, log, { force: true });
