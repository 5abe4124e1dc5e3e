// `npm run bench`: every benchmark, printed side by side with the tools a user would pick instead.
// Figures, not tests: nothing here fails the build.
import { cpus } from 'node:os';
import { runApiBench } from './apiBench';
import { runBackupBench } from './backupBench';
import { runBuilderBench } from './builder/builderBench';
import { runClusterBench } from './clusterBench';
import { runEngineBench } from './engine/engineBench';
import { runReplacementBench } from './engine/replacementBench';
import { runGenerationBench } from './generation/generationBench';
import { runOutageBench } from './outageBench';
import { runEmbedSizeBench } from './player/embedSizeBench';
import { runPlayerBench } from './player/playerBench';
import { runPreviewBench } from './player/previewBench';
import { runScenarioBench } from './scenarios/scenarioBench';
import { runPageLoadBench } from './web/pageLoadBench';
import { runWebBench } from './webBench';

console.log(
  `Minuta benchmarks — Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`,
);
await runEngineBench();
await runReplacementBench();
await runApiBench();
await runOutageBench();
await runBackupBench();
await runWebBench();
await runPageLoadBench();
await runBuilderBench();
await runPlayerBench();
await runPreviewBench();
await runEmbedSizeBench();
await runGenerationBench();
await runScenarioBench();
await runClusterBench();
