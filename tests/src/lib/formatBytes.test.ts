import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../../src/lib/formatBytes';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [67, '67 B'],
    [1536, '1,5 KB'],
    [10 * 1024 ** 2, '10 MB'],
    [1.25 * 1024 ** 3, '1,3 GB'],
    [250 * 1024 ** 3, '250 GB'],
    [1024 ** 4, '1 TB'],
    [2048 * 1024 ** 4, '2.048 TB'],
  ])('writes %d bytes as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
