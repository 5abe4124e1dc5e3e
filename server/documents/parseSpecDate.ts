// Reads the spec's `MM/DD/YYYY H:M:S` (already shape-checked by the schema) as a UTC instant;
// null when the day does not exist (02/30). The string carries no zone: it is a wall-clock time,
// stored as if it were UTC so it reads back exactly as written.
export function parseSpecDate(text: string): Date | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{1,2}):(\d{1,2})$/.exec(text);
  if (!match) return null;
  const [month, day, year, hours, minutes, seconds] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
  const sameDay =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hours &&
    date.getUTCMinutes() === minutes &&
    date.getUTCSeconds() === seconds;
  return sameDay ? date : null;
}
