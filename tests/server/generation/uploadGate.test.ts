import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentSession, signedInOwner } from '../documents/support/documentsApi';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { startTestApi, type TestApi } from '../support/startTestApi';
import { buildDocx, paragraph } from './support/buildDocx';
import { download, generate, uploadTemplate } from './support/generationApi';
import { docxPart } from './support/readDocuments';
import { writeZip, type ZipEntry } from './support/writeZip';

const contentTypes =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const rootRels =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const documentXml =
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Hola</w:t></w:r></w:p></w:body></w:document>';

/** A minimal Word package written byte by byte, plus `extra` entries. */
function handMadeDocx(...extra: ZipEntry[]): Buffer {
  return writeZip([
    { name: '[Content_Types].xml', content: contentTypes },
    { name: '_rels/.rels', content: rootRels },
    { name: 'word/document.xml', content: documentXml },
    ...extra,
  ]);
}

const refused = (message: string, status = 422) => ({ status, message });

// What the upload gate refuses, and why, in the lawyer's words. Each hostile file is built here:
// 100 MB of zeros deflate to ~100 KB, which makes both bombs.
describe.each(testDatabaseKinds)('the Word template upload gate on %s', (kind) => {
  let api: TestApi;
  let token: string;
  let documentId: string;
  const zeros = Buffer.alloc(100 * 1024 * 1024);
  beforeAll(async () => {
    api = await startTestApi(kind);
    token = (await signedInOwner(api)).token;
    documentId = (await DocumentSession.start(api, token)).documentId;
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const cases: Array<[string, () => Buffer, { status: number; message: string }]> = [
    [
      'a zip bomb (its declared size is over the limit)',
      () => handMadeDocx({ name: 'word/media/image1.png', content: zeros }),
      refused('El archivo ocupa más de 64 MB al descomprimirlo; no parece un documento de Word.'),
    ],
    [
      'a lying zip bomb (it declares 1 KB and inflates to 100 MB)',
      () => handMadeDocx({ name: 'word/media/image1.png', content: zeros, declaredSize: 1024 }),
      refused('El archivo ocupa más de 64 MB al descomprimirlo; no parece un documento de Word.'),
    ],
    [
      'a part named hasOwnProperty',
      () => handMadeDocx({ name: 'hasOwnProperty', content: 'x' }),
      refused(
        'El archivo contiene una parte que no pertenece a un documento de Word: «hasOwnProperty».',
      ),
    ],
    [
      'a .docm with macros',
      () =>
        buildDocx({
          body: paragraph('Hola'),
          mainType: 'application/vnd.ms-word.document.macroEnabled.main+xml',
          parts: { 'word/vbaProject.bin': new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]) },
        }),
      refused(
        'El documento contiene macros. Guárdalo en Word como «Documento de Word (.docx)», sin macros, e intenta de nuevo.',
      ),
    ],
    [
      'a macro-enabled content type without the macro part',
      () =>
        buildDocx({
          body: paragraph('Hola'),
          mainType: 'application/vnd.ms-word.document.macroEnabled.main+xml',
        }),
      refused(
        'El documento contiene macros. Guárdalo en Word como «Documento de Word (.docx)», sin macros, e intenta de nuevo.',
      ),
    ],
    [
      'a DOCTYPE with entities',
      () =>
        handMadeDocx({
          name: 'word/styles.xml',
          content:
            '<?xml version="1.0"?><!DOCTYPE lol [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]><w:styles>&lol2;</w:styles>',
        }),
      refused('El documento contiene declaraciones XML no permitidas (DTD o entidades).'),
    ],
    [
      'a truncated file',
      () => buildDocx({ body: paragraph('Hola') }).subarray(0, 900),
      refused(
        'El archivo está dañado o incompleto. Ábrelo en Word, guárdalo de nuevo y vuelve a subirlo.',
      ),
    ],
    [
      'a zip whose entries are encrypted',
      () =>
        writeZip([
          { name: '[Content_Types].xml', content: contentTypes, flags: 1 },
          { name: 'word/document.xml', content: documentXml, flags: 1 },
        ]),
      refused(
        'El documento está protegido con contraseña. Quita la contraseña en Word, guárdalo y súbelo de nuevo.',
      ),
    ],
    [
      'a password-protected Word file (an OLE compound file with an encrypted package)',
      () =>
        Buffer.concat([
          Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
          Buffer.alloc(504),
          Buffer.from('EncryptionInfo', 'utf16le'),
          Buffer.alloc(50),
          Buffer.from('EncryptedPackage', 'utf16le'),
          Buffer.alloc(4096, 7),
        ]),
      refused(
        'El documento está protegido con contraseña. Quita la contraseña en Word, guárdalo y súbelo de nuevo.',
      ),
    ],
    [
      'a legacy .doc',
      () =>
        Buffer.concat([
          Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
          Buffer.alloc(504),
          Buffer.from('WordDocument', 'utf16le'),
          Buffer.alloc(4096),
        ]),
      refused(
        'El archivo es un documento de Word antiguo (.doc). Ábrelo en Word, guárdalo como .docx e intenta de nuevo.',
      ),
    ],
    [
      'a PNG named .docx',
      () => Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex'),
      refused('El archivo no es un documento de Word (.docx).', 415),
    ],
    [
      'a zip that is not a Word document',
      () => writeZip([{ name: 'word/document.xml', content: documentXml }]),
      refused('El archivo no es un documento de Word (.docx).', 415),
    ],
    [
      'a part with a path outside the package',
      () => handMadeDocx({ name: '../../etc/passwd', content: 'x' }),
      refused(
        'El archivo contiene una parte que no pertenece a un documento de Word: «../../etc/passwd».',
      ),
    ],
    [
      'a file over 10 MB',
      () => Buffer.concat([buildDocx({ body: paragraph('Hola') }), Buffer.alloc(10 * 1024 * 1024)]),
      refused('La plantilla supera el tamaño máximo de 10 MB.', 413),
    ],
  ];

  it.each(cases)('refuses %s with a reason, storing nothing', async (_case, build, expected) => {
    const before = await api.ports.db.selectFrom('word_templates').select('id').execute();
    const response = await uploadTemplate(api, token, documentId, build());
    expect({ status: response.statusCode, message: response.json().message }).toEqual(expected);
    const after = await api.ports.db.selectFrom('word_templates').select('id').execute();
    expect(after).toEqual(before);
  });

  it('refuses a part that is not well-formed XML, naming the part and the line', async () => {
    const stray = documentXml.replace('</w:t></w:r>', '</w:t></w:r></w:tc>');
    const response = await uploadTemplate(
      api,
      token,
      documentId,
      writeZip([
        { name: '[Content_Types].xml', content: contentTypes },
        { name: '_rels/.rels', content: rootRels },
        // A stray closing tag, on the second line.
        { name: 'word/document.xml', content: stray.replace('<w:body>', '\n<w:body>') },
      ]),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'TEMPLATE_DAMAGED',
      message:
        'El archivo está dañado o incompleto. Ábrelo en Word, guárdalo de nuevo y vuelve a subirlo.',
      fields: [
        {
          field: 'file',
          message: expect.stringMatching(
            /^La parte «word\/document\.xml» del archivo no es XML válido \(línea 2, columna \d+\)/,
          ),
        },
      ],
    });
  });

  it('removes external links and fields that read outside content, and says so', async () => {
    const template = buildDocx({
      body: [
        paragraph('Cláusula {ciudad}'),
        '<w:p><w:r><w:drawing><a:blip r:link="rIdRemote"/></w:drawing></w:r></w:p>',
        '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> INCLUDETEXT "C:\\\\secretos.docx" </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>texto previo</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
        '<w:p><w:fldSimple w:instr=" DDEAUTO c:\\\\windows\\\\system32\\\\cmd.exe &quot;/c calc&quot; "><w:r><w:t>dde</w:t></w:r></w:fldSimple></w:p>',
        '<w:p><w:hyperlink r:id="rIdWeb"><w:r><w:t>sitio</w:t></w:r></w:hyperlink></w:p>',
      ].join(''),
      documentRels:
        '<Relationship Id="rIdRemote" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="http://atacante.test/pixel.png" TargetMode="External"/><Relationship Id="rIdWeb" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://minuta.test/" TargetMode="External"/>',
    });
    const response = await uploadTemplate(api, token, documentId, template);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().diagnostics).toEqual(
      expect.arrayContaining([
        {
          severity: 'warning',
          message:
            'Se quitó 1 vínculo a contenido externo (una imagen o un archivo enlazado): el documento generado no lo incluye.',
        },
        {
          severity: 'warning',
          message:
            'Se desactivaron 2 campos de Word que leían contenido externo (INCLUDE, DDE, LINK…).',
        },
      ]),
    );
    const generated = await generate(api, token, {
      template_path: response.json().id,
      context: {},
      convert_to_pdf: false,
    });
    expect(generated.statusCode, generated.body).toBe(201);
    const docx = (await download(api, generated.json().files[0].url)).rawPayload;
    const rels = docxPart(docx, 'word/_rels/document.xml.rels');
    expect(rels).not.toContain('atacante.test');
    expect(rels).toContain('https://minuta.test/');
    const document = docxPart(docx, 'word/document.xml');
    expect(document).not.toMatch(/INCLUDETEXT|DDEAUTO|rIdRemote/);
    expect(document).toContain('texto previo');
  });
});
