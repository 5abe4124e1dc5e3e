// The parts a Word document (.docx or .dotx) may contain. Anything else is refused before any
// library reads the package: a name such as `hasOwnProperty` crashes pizzip, and unknown parts
// (ActiveX controls, OLE embeddings that may carry executables, `[trash]`…) have no place in a
// contract template. Macro parts are named apart so the lawyer is told what to do.
const wordParts =
  'document|styles|stylesWithEffects|settings|webSettings|fontTable|numbering|footnotes|endnotes|comments|commentsExtended|commentsIds|commentsExtensible|people';

const allowed: RegExp[] = [
  /^\[Content_Types\]\.xml$/,
  /^_rels\/\.rels$/,
  /^docProps\/(core|app|custom)\.xml$/,
  /^docProps\/thumbnail\.(jpeg|jpg|png|emf|wmf)$/i,
  new RegExp(`^word/(${wordParts})\\.xml$`),
  new RegExp(`^word/glossary/(${wordParts})\\.xml$`),
  /^word\/(header|footer)\d{1,3}\.xml$/,
  /^word\/theme\/theme\d{1,3}\.xml$/,
  /^word\/(glossary\/)?_rels\/[A-Za-z0-9]{1,40}\.xml\.rels$/,
  /^word\/media\/[A-Za-z0-9_-]{1,64}\.(png|jpe?g|gif|bmp|tiff?|emf|wmf|svg)$/i,
  /^word\/fonts\/font\d{1,3}\.odttf$/,
  /^word\/diagrams\/(data|layout|quickStyle|colors|drawing)\d{1,3}\.xml$/,
  /^word\/diagrams\/_rels\/(data|drawing)\d{1,3}\.xml\.rels$/,
  /^word\/printerSettings\/printerSettings\d{1,3}\.bin$/,
  /^customXml\/(item|itemProps)\d{1,3}\.xml$/,
  /^customXml\/_rels\/item\d{1,3}\.xml\.rels$/,
];

const macroParts = /^word\/(vbaProject\.bin|vbaData\.xml|_rels\/vbaProject\.bin\.rels)$/i;
const directories = /^(word|_rels|docProps|customXml)(\/[A-Za-z0-9_]{1,40}){0,2}\/$/;

export type PartKind = 'part' | 'directory' | 'macro' | 'unknown';

export function classifyPartName(name: string): PartKind {
  if (macroParts.test(name)) return 'macro';
  if (directories.test(name)) return 'directory';
  return allowed.some((pattern) => pattern.test(name)) ? 'part' : 'unknown';
}

/** Parts whose XML may hold fields and relationship references (headers, footers, notes…). */
export function isStoryPart(name: string): boolean {
  return /^word\/(glossary\/)?(document|footnotes|endnotes|comments|header\d+|footer\d+)\.xml$/.test(
    name,
  );
}
