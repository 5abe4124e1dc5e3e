// Variable names become object keys in answers, JSON Logic paths and template tags. They start
// with a letter (so `__proto__` cannot be written) and avoid the names every JavaScript object
// inherits, which naive lookups would resolve to functions.
const variableNamePattern = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

const reservedNames = new Set([
  'constructor',
  'prototype',
  'toString',
  'toLocaleString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
]);

export function isValidVariableName(name: string): boolean {
  return variableNamePattern.test(name) && !reservedNames.has(name);
}

export function isReservedVariableName(name: string): boolean {
  return reservedNames.has(name);
}
