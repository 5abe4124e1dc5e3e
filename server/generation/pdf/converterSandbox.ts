import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import type { PdfConfig } from '../generationConfig';

export interface SandboxProbe {
  /** 'bubblewrap' when LibreOffice runs sandboxed; 'none' when it runs as the server does. */
  kind: 'bubblewrap' | 'none';
  /** Why there is no sandbox, in Spanish (null with one): for the start-up warning and /health. */
  warning: string | null;
}

export interface SandboxPaths {
  /** The worker's own LibreOffice profile: read and written. */
  profileDir: string;
  /** The worker's own job directory (the DOCX in, the PDF out): read and written. */
  jobsDir: string;
  bridgePath: string;
}

/** An unprivileged user inside the sandbox's user namespace (Debian's `nobody`). */
const sandboxUid = '65534';

// LibreOffice reads documents written from lawyers' uploads and guests' answers; it must not be
// able to reach anything a crafted document points at. With bubblewrap (Debian `bubblewrap`) the
// converter's bridge and its soffice run:
// - in new user, network, pid, IPC, UTS and cgroup namespaces: as an unprivileged user with no
//   capabilities, with no network at all (only a loopback of its own: 127.0.0.1 there is not the
//   server's), seeing only its own processes;
// - on a filesystem of read-only system directories (/usr and the few /etc files fonts and the
//   dynamic linker need), a private /tmp, and read-write only its own profile and job directory:
//   the data directory (database, secrets, stored files), the repository and other workers'
//   jobs do not exist there;
// - with an empty environment (DATABASE_URL, secrets given by environment never reach it);
// - killed with the server (--die-with-parent); the process group stays the server's to kill.
export function bubblewrapCommand(
  config: PdfConfig,
  paths: SandboxPaths,
  command: readonly string[],
): string[] {
  const systemDirs = new Set(['/usr']);
  for (const program of [config.sofficePath, config.pythonPath]) {
    // A LibreOffice or Python installed outside /usr (/opt/libreoffice…): its whole tree.
    if (!program.startsWith('/usr/')) systemDirs.add(dirname(dirname(program)));
  }
  return [
    config.bwrapPath,
    '--unshare-all',
    '--unshare-user',
    '--uid',
    sandboxUid,
    '--gid',
    sandboxUid,
    '--die-with-parent',
    '--cap-drop',
    'ALL',
    '--clearenv',
    '--setenv',
    'PATH',
    '/usr/bin:/bin',
    '--setenv',
    'HOME',
    '/tmp',
    '--setenv',
    'LANG',
    'C.UTF-8',
    ...[...systemDirs].flatMap((dir) => ['--ro-bind', dir, dir]),
    ...['lib', 'lib64', 'bin', 'sbin'].flatMap((name) => ['--symlink', `usr/${name}`, `/${name}`]),
    ...['/etc/fonts', '/etc/ld.so.cache', '/etc/libreoffice', '/etc/alternatives'].flatMap(
      (path) => ['--ro-bind-try', path, path],
    ),
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--tmpfs',
    '/tmp',
    '--bind',
    paths.profileDir,
    paths.profileDir,
    '--bind',
    paths.jobsDir,
    paths.jobsDir,
    '--ro-bind',
    paths.bridgePath,
    paths.bridgePath,
    '--',
    ...command,
  ];
}

// Whether bubblewrap can run here: installed, and allowed to make its namespaces (a container
// may forbid user namespaces). Checked once at start. Without it the converter still runs, as
// the server's own user and with its network: start-up warns and /health says so.
export function probeSandbox(config: PdfConfig): SandboxProbe {
  if (config.sandbox === 'off') {
    return {
      kind: 'none',
      warning: 'El aislamiento de LibreOffice está desactivado (PDF_SANDBOX=off).',
    };
  }
  if (!existsSync(config.bwrapPath)) {
    return {
      kind: 'none',
      warning: `bubblewrap no está instalado (no se encontró ${config.bwrapPath}): LibreOffice convierte sin aislamiento, con la red y los archivos del servidor.`,
    };
  }
  const probe = spawnSync(
    config.bwrapPath,
    [
      '--unshare-all',
      '--unshare-user',
      '--die-with-parent',
      '--ro-bind',
      '/usr',
      '/usr',
      ...['lib', 'lib64', 'bin'].flatMap((name) => ['--symlink', `usr/${name}`, `/${name}`]),
      '/usr/bin/true',
    ],
    { timeout: 10_000, encoding: 'utf8' },
  );
  if (probe.status !== 0) {
    const detail = (probe.stderr || probe.error?.message || '').trim().slice(0, 200);
    return {
      kind: 'none',
      warning: `bubblewrap no puede crear su aislamiento en este servidor (${detail}): LibreOffice convierte sin aislamiento.`,
    };
  }
  return { kind: 'bubblewrap', warning: null };
}
