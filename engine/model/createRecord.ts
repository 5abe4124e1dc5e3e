// An empty object meant for many keys chosen at run time (variable names, answer paths). Keys
// added to a literal `{}` one by one each give it a new hidden class, and the distinct keys of a
// 5,000-question interview make V8 build thousands of them; this object starts in dictionary mode
// instead (V8 creates `Object.create(null)` objects as dictionaries and keeps them so when the
// usual prototype is restored), which made compiling and validating such an interview measurably
// faster. In every other respect it is a plain object: JSON, spread, `hasOwnProperty`.
export function createRecord<T>(): Record<string, T> {
  return Object.setPrototypeOf(Object.create(null), Object.prototype);
}
