// Word fields that read content from outside the document when it is opened or converted:
// INCLUDETEXT / INCLUDEPICTURE (files and URLs), DDE / DDEAUTO (other programs), LINK and IMPORT
// (linked objects), DATABASE (queries), MACROBUTTON (runs a macro). Their instruction is blanked,
// so the field shows its last result as plain text and can never be updated.
const dangerous = new Set([
  'INCLUDE',
  'INCLUDETEXT',
  'INCLUDEPICTURE',
  'DDE',
  'DDEAUTO',
  'LINK',
  'IMPORT',
  'DATABASE',
  'MACROBUTTON',
]);

const fieldToken =
  /<w:fldChar\b[^>]*?w:fldCharType="(begin|separate|end)"[^>]*>|<w:(instrText|delInstrText)\b([^>]*)>([\s\S]*?)<\/w:\2>|<w:fldSimple\b[^>]*?\bw:instr="([^"]*)"/g;

interface OpenField {
  instruction: string;
  /** Ranges of instruction text inside this field, to blank if the field is dangerous. */
  texts: Array<{ start: number; end: number }>;
  separated: boolean;
}

/** Returns the XML with dangerous fields disarmed, and how many there were. */
export function neutralizeFields(xml: string): { xml: string; count: number } {
  const blanks: Array<{ start: number; end: number }> = [];
  const stack: OpenField[] = [];
  let count = 0;
  for (const match of xml.matchAll(fieldToken)) {
    const at = match.index ?? 0;
    const [whole, charType, tag, , text = '', simpleInstruction] = match;
    if (simpleInstruction !== undefined) {
      if (isDangerous(simpleInstruction)) {
        const start = at + whole.indexOf('w:instr="') + 'w:instr="'.length;
        blanks.push({ start, end: start + simpleInstruction.length });
        count += 1;
      }
    } else if (charType === 'begin') {
      stack.push({ instruction: '', texts: [], separated: false });
    } else if (charType === 'separate') {
      const field = stack[stack.length - 1];
      if (field) field.separated = true;
    } else if (charType === 'end') {
      const field = stack.pop();
      if (field && isDangerous(field.instruction)) {
        blanks.push(...field.texts);
        count += 1;
      }
    } else {
      const field = stack[stack.length - 1];
      if (field && !field.separated) {
        field.instruction += text;
        // The text ends right before the closing tag.
        const start = at + whole.length - `</w:${tag}>`.length - text.length;
        field.texts.push({ start, end: start + text.length });
      }
    }
  }
  // A field opened and never closed still counts: its instruction is blanked too.
  for (const field of stack) {
    if (isDangerous(field.instruction)) {
      blanks.push(...field.texts);
      count += 1;
    }
  }
  if (blanks.length === 0) return { xml, count: 0 };
  blanks.sort((a, b) => a.start - b.start);
  let result = '';
  let from = 0;
  for (const blank of blanks) {
    result += xml.slice(from, blank.start);
    from = blank.end;
  }
  return { xml: result + xml.slice(from), count };
}

function isDangerous(instruction: string): boolean {
  const first = decodeEntities(instruction).trim().split(/\s+/)[0] ?? '';
  return dangerous.has(first.replace(/^["'\\]+/, '').toUpperCase());
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
