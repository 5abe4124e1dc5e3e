import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultGenerationConfig, type PdfConfig } from '@server/generation/generationConfig';
import { bubblewrapCommand } from '@server/generation/pdf/converterSandbox';
import { createPdfConverter, type PdfConverter } from '@server/generation/pdf/createPdfConverter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi } from '../support/startTestApi';
import { buildDocx, paragraph } from './support/buildDocx';
import { pdfText } from './support/readDocuments';

const fileSentinel = 'SECRETO-DEL-SERVIDOR-7d41';
const httpSentinel = 'RESPUESTA-DE-LA-RED-LOCAL-93b2';
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d605c50000000049454e44ae426082',
  'hex',
);

// LibreOffice converts documents made from lawyers' uploads and guests' answers. A document that
// reaches it — here handed straight to the converter, past the upload gate that would strip
// links — and points at a file of the server and at a listener on 127.0.0.1 must get neither:
// the converter runs in bubblewrap without network and without the server's files.
describe('the PDF converter sandbox', () => {
  let dataDir: string;
  let listener: Server;
  let port: number;
  const connections: string[] = [];
  let converter: PdfConverter;
  const config: PdfConfig = { ...defaultGenerationConfig.pdf, workers: 1 };
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'minuta-sandbox-'));
    mkdirSync(join(dataDir, 'files'));
    writeFileSync(join(dataDir, 'secrets.json'), fileSentinel);
    writeFileSync(join(dataDir, 'files', 'secreto.png'), png);
    listener = createServer((request, response) => {
      connections.push(request.url ?? '');
      response.end(httpSentinel);
    });
    listener.on('connection', () => connections.push('tcp'));
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as AddressInfo).port;
    converter = createPdfConverter({ ...config, workDir: join(dataDir, 'converter') }, dataDir);
  }, 60_000);
  afterAll(async () => {
    await converter.stop();
    listener.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('converts inside bubblewrap, and says so', () => {
    expect(converter.status()).toMatchObject({ sandbox: 'bubblewrap', sandboxWarning: null });
  });

  it('fetches neither a local file nor a listener on 127.0.0.1 for a document pointing at them', async () => {
    const field = (instruction: string) =>
      `<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> ${instruction} </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>previo</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`;
    const linkedImage = (id: string) =>
      `<w:p><w:r><w:drawing><wp:inline><wp:extent cx="914400" cy="914400"/><wp:docPr id="1" name="i"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="1" name="i"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:link="${id}"/></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="914400" cy="914400"/></a:xfrm><a:prstGeom prst="rect"/></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
    const url = `http://127.0.0.1:${port}`;
    const docx = buildDocx({
      body: [
        paragraph('Inicio'),
        field(`INCLUDETEXT "${join(dataDir, 'secrets.json')}"`),
        field(`INCLUDETEXT "${url}/campo.txt"`),
        linkedImage('rIdHttp'),
        linkedImage('rIdFile'),
        paragraph('Fin'),
      ].join(''),
      documentRels: [
        `<Relationship Id="rIdHttp" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="${url}/imagen.png" TargetMode="External"/>`,
        `<Relationship Id="rIdFile" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="file://${join(dataDir, 'files', 'secreto.png')}" TargetMode="External"/>`,
        `<Relationship Id="rIdSub" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/subDocument" Target="file://${join(dataDir, 'secrets.json')}" TargetMode="External"/>`,
      ].join(''),
    });
    const pdf = await converter.convert(docx);
    const text = pdfText(pdf);
    expect(text).toMatch(/Inicio[\s\S]*Fin/);
    expect(text).not.toContain(fileSentinel);
    expect(text).not.toContain(httpSentinel);
    expect(pdf.includes(Buffer.from(fileSentinel))).toBe(false);
    expect(connections).toEqual([]);
  }, 60_000);

  // The same wrapping the workers get, around a probe that tries what a document could make
  // LibreOffice try: without it the probe reads the server's secrets and reaches the listener,
  // with it neither.
  it('gives what runs inside no network, no files of the server and no environment', () => {
    const jobsDir = join(dataDir, 'converter', 'jobs-probe');
    const profileDir = join(dataDir, 'converter', 'profile-probe');
    mkdirSync(jobsDir, { recursive: true });
    mkdirSync(profileDir, { recursive: true });
    const probe = [
      config.pythonPath,
      '-c',
      `
import json, os, socket, sys
result = {}
try:
    result["file"] = open(sys.argv[1]).read()
except Exception as error:
    result["file"] = type(error).__name__
try:
    socket.create_connection(("127.0.0.1", int(sys.argv[2])), timeout=3).close()
    result["network"] = "connected"
except Exception as error:
    result["network"] = type(error).__name__
try:
    open(os.path.join(sys.argv[3], "escrito.txt"), "w").write("x")
    result["jobs"] = "written"
except Exception as error:
    result["jobs"] = type(error).__name__
result["uid"] = os.getuid()
result["env"] = os.environ.get("MINUTA_PROBE_SECRET")
print(json.dumps(result))
`,
      join(dataDir, 'secrets.json'),
      String(port),
      jobsDir,
    ];
    const run = (command: string[]) =>
      JSON.parse(
        execFileSync(command[0] ?? '', command.slice(1), {
          encoding: 'utf8',
          env: { ...process.env, MINUTA_PROBE_SECRET: 'entorno' },
        }),
      );
    const bridgePath = join(dataDir, 'converter', 'bridge-probe.py');
    writeFileSync(bridgePath, '');
    const outside = run(probe);
    expect(outside).toMatchObject({ file: fileSentinel, network: 'connected', env: 'entorno' });
    connections.length = 0;
    const inside = run(bubblewrapCommand(config, { profileDir, jobsDir, bridgePath }, probe));
    expect(inside).toEqual({
      file: 'FileNotFoundError',
      network: expect.stringMatching(/Error$/),
      jobs: 'written',
      uid: 65534,
      env: null,
    });
    expect(connections).toEqual([]);
  });
});

describe('without bubblewrap', () => {
  it('still converts, and /health says LibreOffice runs without a sandbox', async () => {
    const api = await startTestApi('pglite', {
      generation: {
        ...defaultGenerationConfig,
        pdf: { ...defaultGenerationConfig.pdf, bwrapPath: '/nonexistent/bwrap' },
      },
    });
    try {
      const health = await api.get('/health');
      expect(health.json().pdf).toMatchObject({
        available: true,
        sandbox: 'none',
        sandboxWarning:
          'bubblewrap no está instalado (no se encontró /nonexistent/bwrap): LibreOffice convierte sin aislamiento, con la red y los archivos del servidor.',
      });
    } finally {
      await api.close();
    }
    // Starting a server with its LibreOffice workers takes tens of seconds on a loaded machine.
  }, 90_000);
});
