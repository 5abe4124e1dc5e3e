import { SaxesParser } from 'saxes';

export interface XmlError {
  /** 1-based line of the part where parsing stopped. */
  line: number;
  column: number;
  /** The parser's own (English) explanation, for logs; users see our Spanish text. */
  detail: string;
}

// Whether an XML part is well-formed XML 1.0 with correct namespaces (saxes, a conformant
// non-validating parser): balanced tags, legal characters, declared prefixes, no duplicate
// attributes. Answers the first error with its position, or null. A DOCTYPE is reported as an
// error too: no part of a Word file has one (the upload gate refuses DTDs and entities).
export function findXmlError(xml: string): XmlError | null {
  const parser = new SaxesParser({ xmlns: true, position: true });
  let error: XmlError | null = null;
  parser.on('error', (cause) => {
    error ??= { line: parser.line, column: parser.column, detail: cause.message };
  });
  parser.on('doctype', () => {
    error ??= { line: parser.line, column: parser.column, detail: 'DOCTYPE is not allowed' };
  });
  try {
    parser.write(xml).close();
  } catch (cause) {
    error ??= {
      line: parser.line,
      column: parser.column,
      detail: cause instanceof Error ? cause.message : String(cause),
    };
  }
  return error;
}
