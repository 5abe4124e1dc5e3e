import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// LibreOffice settings every converter profile starts with (its user layer,
// `user/registrymodifications.xcu`, checked before each start so nothing can leave them
// changed). The documents converted are rendered from lawyers' uploads:
// - macros never run (and the macro security level is the highest);
// - images and other content linked from untrusted referers are not fetched
//   (BlockUntrustedRefererLinks) and Writer never updates links;
// - no auto-recovery or backup copies are written.
const settings: Array<[path: string, name: string, value: string]> = [
  ['/org.openoffice.Office.Common/Security/Scripting', 'DisableMacrosExecution', 'true'],
  ['/org.openoffice.Office.Common/Security/Scripting', 'MacroSecurityLevel', '3'],
  ['/org.openoffice.Office.Common/Security/Scripting', 'BlockUntrustedRefererLinks', 'true'],
  ['/org.openoffice.Office.Writer/Content/Update', 'Link', '2'],
  ['/org.openoffice.Office.Common/Save/Document', 'AutoSave', 'false'],
  ['/org.openoffice.Office.Common/Save/Document', 'CreateBackup', 'false'],
  ['/org.openoffice.Office.Recovery/AutoSave', 'Enabled', 'false'],
  ['/org.openoffice.Office.Common/Misc', 'UseLocking', 'false'],
];

export async function writeProfileSettings(profileDir: string): Promise<void> {
  const userDir = join(profileDir, 'user');
  const file = join(userDir, 'registrymodifications.xcu');
  await mkdir(userDir, { recursive: true });
  const existing = await readFile(file, 'utf8').catch(() => null);
  // LibreOffice keeps its own entries here (first-run flags among them: dropping them costs a
  // restart of ~2 s), so ours are merged in: any other value of the same setting is replaced.
  let xml = existing?.includes('</oor:items>') ? existing : emptyItems;
  for (const [path, name, value] of settings) {
    const item = `<item oor:path="${path}"><prop oor:name="${name}" oor:op="fuse"><value>${value}</value></prop></item>`;
    if (xml.includes(item)) continue;
    const other = new RegExp(
      `<item oor:path="${escapeRegExp(path)}"><prop oor:name="${name}"[^>]*>.*?</item>\\n?`,
      'gs',
    );
    xml = xml.replace(other, '').replace('</oor:items>', `${item}\n</oor:items>`);
  }
  if (xml !== existing) await writeFile(file, xml);
}

const emptyItems = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
  '</oor:items>',
  '',
].join('\n');

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
