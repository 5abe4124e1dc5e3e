import type { CompiledVariable } from '@schemas/compiledInterview';

/** An enclosing `{#…}` section over a group or a repeating list: its static path. */
export interface SectionFrame {
  path: string;
}

export interface ResolvedPath {
  variable: CompiledVariable;
  /** Index of the frame the path is read from; -1 for the answers' root. */
  frame: number;
  /** What to read from that frame's data (or from the root). */
  relative: string;
}

// Which question a placeholder's path means, given the sections around it. Inside
// `{#herederos}`, `nombre` is `herederos.nombre` (this heir's name); `herederos.nombre` means the
// same (the convention conditions use inside list rows); outside any list section,
// `herederos.nombre` collects every heir's name. Innermost sections are tried first, then the
// root. Null for a path the interview does not have.
export function resolveTagPath(
  variables: ReadonlyMap<string, CompiledVariable>,
  path: string,
  frames: readonly SectionFrame[],
): ResolvedPath | null {
  for (let i = frames.length - 1; i >= 0; i--) {
    const variable = variables.get(`${frames[i]?.path}.${path}`);
    if (variable) return { variable, frame: i, relative: path };
  }
  const variable = variables.get(path);
  if (!variable) return null;
  for (let i = frames.length - 1; i >= 0; i--) {
    const prefix = `${frames[i]?.path}.`;
    if (path.startsWith(prefix)) return { variable, frame: i, relative: path.slice(prefix.length) };
  }
  return { variable, frame: -1, relative: path };
}

/** Whether a section over this variable opens a frame (its fields are read from each row). */
export function opensFrame(variable: CompiledVariable): boolean {
  return variable.type === 'group' || variable.type === 'repeatingList';
}

/** Variables by static path, for repeated look-ups. */
export function indexVariables(
  variables: readonly CompiledVariable[],
): Map<string, CompiledVariable> {
  return new Map(variables.map((variable) => [variable.path, variable]));
}
