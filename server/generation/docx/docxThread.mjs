// Entry of a DOCX worker thread. Threads start without the TypeScript loader of the process
// that spawned them (tsx under `npm start`, vite-node under vitest), so they register tsx's
// loader themselves, then load the thread's code.
import { register } from 'tsx/esm/api';

register();
await import('./docxThread.ts');
