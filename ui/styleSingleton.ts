import { useEffect } from 'react';

// Stands in for the `react-style-singleton` package (vite.config.ts aliases it here): Radix's
// scroll lock (react-remove-scroll) adds its rules through it, and the package writes them into a
// <style> element, which our Content-Security-Policy forbids (`style-src 'self'`, no inline
// styles). The same API, with the rules in a constructable stylesheet adopted by the document:
// the CSSOM, which the policy does not restrict.
export function stylesheetSingleton() {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style: string) {
      if (counter === 0 && canAdopt()) {
        const created = new CSSStyleSheet();
        created.replaceSync(style);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, created];
        sheet = created;
      }
      counter++;
    },
    remove() {
      counter--;
      if (counter === 0 && sheet) {
        const removed = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== removed);
        sheet = null;
      }
    },
  };
}

export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    // The package's contract: the rules are read once, again only when dynamic.
    // biome-ignore lint/correctness/useExhaustiveDependencies: as react-style-singleton does
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
    }, [styles && isDynamic]);
  };
}

export function styleSingleton() {
  const useStyle = styleHookSingleton();
  // The package's factory makes one component per singleton, once, at module load.
  // biome-ignore lint/correctness/noComponentHookFactories: the API this module stands in for
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
}

function canAdopt(): boolean {
  return (
    typeof document !== 'undefined' &&
    typeof CSSStyleSheet !== 'undefined' &&
    'adoptedStyleSheets' in document &&
    'replaceSync' in CSSStyleSheet.prototype
  );
}
