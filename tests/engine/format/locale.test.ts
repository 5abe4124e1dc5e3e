import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  formatDateAs,
  formatLongDate,
  formatMoney,
  formatNumberAs,
  locale,
  monthNames,
} from '@engine/index';
import { describe, expect, it } from 'vitest';

const root = new URL('../../..', import.meta.url).pathname;
const at = new Date('2026-11-21T20:04:09Z');

describe('the locale module', () => {
  it('writes numbers and money as Ecuador does', () => {
    expect(locale).toBe('es-EC');
    expect(formatNumberAs('decimal', 1234.123456789)).toBe('1.234,123456789');
    expect(formatNumberAs('count', 1234567)).toBe('1.234.567');
    expect(formatNumberAs('oneDecimal', 1.55)).toBe('1,6');
    expect(formatNumberAs('whole', 1500.4)).toBe('1.500');
    expect(formatNumberAs('usd', 78)).toBe('$78,00');
    expect(formatNumberAs('wholeUsd', 1500)).toBe('$1.500');
    expect(formatMoney(1234.5, 'USD')).toBe('$1.234,50');
    expect(formatMoney(1234.5, 'EUR')).toBe('EUR\u00a01.234,50');
  });

  it.each([
    ['time', 'UTC', '08:04 p. m.'],
    ['time', 'America/Guayaquil', '03:04 p. m.'],
    ['shortDateTime', 'UTC', '21/11/26, 8:04:09 p. m.'],
    ['mediumDate', 'UTC', '21 nov 2026'],
    ['mediumDateTime', 'America/Guayaquil', '21 nov 2026, 3:04 p. m.'],
    ['longDate', 'UTC', '21 de noviembre de 2026'],
    ['longDateTime', 'America/Guayaquil', '21 de noviembre de 2026 a las 3:04 p. m.'],
    ['longDateClock', 'UTC', '21 de noviembre de 2026 a las 08:04 p. m.'],
  ] as const)('writes a %s on the %s clock as "%s"', (style, zone, text) => {
    expect(formatDateAs(style, at, zone)).toBe(text);
    expect(formatDateAs(style, at.toISOString(), zone)).toBe(text);
    expect(formatDateAs(style, at.getTime(), zone)).toBe(text);
  });

  it('names the months once, as documents and the date field write them', () => {
    expect(monthNames).toHaveLength(12);
    monthNames.forEach((name, index) => {
      const iso = `2026-${String(index + 1).padStart(2, '0')}-01`;
      expect(formatLongDate(iso)).toBe(`1 de ${name} de 2026`);
      expect(formatDateAs('longDate', `${iso}T12:00:00Z`, 'UTC')).toBe(`1 de ${name} de 2026`);
    });
  });

  it('builds each formatter once, however often it writes', () => {
    const built = { numbers: 0, dates: 0 };
    const { NumberFormat, DateTimeFormat } = Intl;
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        built.numbers++;
      }
    } as typeof NumberFormat;
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args);
        built.dates++;
      }
    } as typeof DateTimeFormat;
    try {
      const written = new Set<string>();
      for (let i = 1; i <= 3; i++) {
        written.add(formatMoney(i, 'PEN'));
        written.add(formatDateAs('mediumDate', at, 'America/Guayaquil'));
        written.add(formatDateAs('mediumDate', at, 'local'));
      }
      expect(written.size).toBeGreaterThanOrEqual(4);
      expect(built).toEqual({ numbers: 1, dates: 2 });
    } finally {
      Intl.NumberFormat = NumberFormat;
      Intl.DateTimeFormat = DateTimeFormat;
    }
  });

  it('is the only place the product names its locale or writes with the platform locale', () => {
    const offenders: string[] = [];
    const visit = (directory: string) => {
      for (const entry of readdirSync(directory, { withFileTypes: true })) {
        const path = join(directory, entry.name);
        if (entry.isDirectory()) visit(path);
        else if (/\.tsx?$/.test(entry.name) && !path.endsWith('engine/format/locale.ts')) {
          const source = readFileSync(path, 'utf8');
          if (/['"`]es-EC['"`]|\bIntl\.\w+\(|\.toLocale(Date|Time)?String\(/.test(source))
            offenders.push(relative(root, path));
        }
      }
    };
    for (const folder of ['engine', 'player', 'src', 'server', 'builder', 'ui', 'addins'])
      visit(join(root, folder));
    expect(offenders).toEqual([]);
  });
});
