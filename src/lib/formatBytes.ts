import { formatNumberAs } from '@engine/index';
/** Bytes as a person reads them: 1,5 GB, 250 GB, 1 TB. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = value < 10 && unit > 0 && !Number.isInteger(value) ? 1 : 0;
  return `${formatNumberAs(digits === 1 ? 'oneDecimal' : 'whole', value)} ${units[unit]}`;
}
