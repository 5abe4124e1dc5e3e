// A write that failed because the disk (or the database's disk) is full: ENOSPC or EDQUOT from
// the file system, SQLSTATE 53100 (disk_full) from PostgreSQL. Looks through `cause` chains, as
// a failure may be wrapped on its way up.
export function isDiskFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (!(current instanceof Error)) return false;
    const code = (current as { code?: unknown }).code;
    if (code === 'ENOSPC' || code === 'EDQUOT' || code === '53100') return true;
    if (/No space left on device/i.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
