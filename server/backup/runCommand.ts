import { spawn } from 'node:child_process';
import { BackupError } from './backupManifest';

// Runs tar, pg_dump or pg_restore; a failure carries the tool's own words (stderr).
export function runCommand(
  command: string,
  args: string[],
  env?: NodeJS.ProcessEnv,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: env ?? process.env,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    child.on('error', (error) =>
      reject(new BackupError(`No se pudo ejecutar ${command}: ${error.message}`)),
    );
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${command} terminó con el código ${code}: ${stderr.trim()}`));
    });
  });
}
