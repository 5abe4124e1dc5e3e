// google.script.run, as the sidebar sees it: each call runs one of Code.js's top-level functions
// on Google's servers and answers through the handlers.
interface ScriptRun {
  withSuccessHandler(handler: (value: unknown) => void): ScriptRun;
  withFailureHandler(handler: (error: Error) => void): ScriptRun;
  [name: string]: unknown;
}

declare global {
  interface Window {
    google?: { script: { run: ScriptRun } };
  }
}

/** Calls a server function of the add-on and waits for its answer. */
export function runScript<T>(name: string, ...args: unknown[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const run = window.google?.script.run;
    if (!run) return reject(new Error('google.script.run'));
    const runner = run
      .withSuccessHandler((value) => resolve(value as T))
      .withFailureHandler(reject);
    (runner[name] as (...a: unknown[]) => void)(...args);
  });
}
