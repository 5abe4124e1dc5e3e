// The first of `fields` the body carries: where a problem the write caused elsewhere points.
export function firstSentField<T extends object>(body: T, fields: Array<keyof T & string>) {
  return fields.find((field) => body[field] !== undefined);
}
