import { type ComponentProps, createContext, useContext } from 'react';

// True while the part's lists of options may wait: the page is still being drawn, after its
// first screen (`PageForm`).
export const SelectsDeferred = createContext(false);

// Chromium looks at every field of the page again (its autofill scan, laying out blocks out of
// sight to know whether each field can take the focus) each time a drop-down list gets a
// selected option, which every new <select> with options does: a long page drawn in steps paid
// that scan once per drop-down, on a phone longer than the drawing itself. While the part's
// drop-downs may wait, each is a box of the same look showing its choice; they all become lists
// in the step that completes the page (one scan), and any key, click or focus completes it first.
export function DeferrableSelect({
  shown,
  ...select
}: ComponentProps<'select'> & {
  // The text the list shows: its chosen option's, or its placeholder.
  shown: string;
}) {
  if (useContext(SelectsDeferred))
    return (
      <div className={select.className} style={standInStyle} aria-hidden>
        {shown}
      </div>
    );
  return <select {...select} />;
}

const standInStyle = { alignItems: 'center', overflow: 'hidden', whiteSpace: 'nowrap' } as const;
