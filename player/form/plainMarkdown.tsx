import type { ReactNode } from 'react';

// Stands in for `markdown-to-jsx/react` in our builds (an alias in vite.config.ts and
// vite.embed.config.ts). rjsf renders Markdown only where a uiSchema sets
// `ui:enableMarkdownInDescription` (the player never does: the lawyer's texts are plain) and in
// developer error notices; both show the text as written. It saves the parser's 87 KB.
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}

export default Markdown;
