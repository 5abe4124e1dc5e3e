import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { maxImageBytes } from '@schemas/api/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/openTestDatabase';
import { roomyRateLimits, startTestApi, type TestApi } from '../support/startTestApi';

// A real 1×1 PNG, and files that only start like a JPEG or a WebP (the check reads the first
// bytes, as a browser or an image library would to tell the format).
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const webp = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(40, 2),
]);
const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body, serialized by the platform's own FormData. */
async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part.value === 'string') form.append(part.name, part.value);
    else {
      const blob = new Blob([new Uint8Array(part.value)], {
        type: part.type ?? 'application/octet-stream',
      });
      form.append(part.name, blob, part.filename ?? 'imagen');
    }
  }
  const request = new Request('http://minuta.test', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

describe.each(testDatabaseKinds)('image uploads on %s', (kind) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi(kind);
    token = (await api.signIn(await api.createUser())).accessToken;
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  const upload = async (parts: Part[], as: string | null = token) => {
    const body = await multipart(parts);
    return api.app.inject({
      method: 'POST',
      url: '/api/v1/storage/saveImage',
      payload: body.payload,
      headers: { ...body.headers, ...(as ? { authorization: `Bearer ${as}` } : {}) },
    });
  };
  const imageFile = (value: Buffer, filename = 'foto.png', type = 'image/png'): Part => ({
    name: 'file',
    value,
    filename,
    type,
  });
  const storedFiles = () => {
    const dir = join(api.dataDir, 'files/images');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('stores a PNG, serves it as an inert image, and takes it as the profile picture', async () => {
    // The web app sends the file first and the type after it.
    const response = await upload([imageFile(png), { name: 'type', value: 'profile' }]);
    expect(response.statusCode).toBe(201);
    const { url } = response.json();
    expect(url).toMatch(/^\/api\/v1\/storage\/images\/[0-9a-f]{32}\.png$/);
    const name = url.split('/').pop();
    expect(readFileSync(join(api.dataDir, 'files/images', name))).toEqual(png);

    const served = await api.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(png);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'public, max-age=31536000, immutable',
    });

    const updated = await api.post(
      '/api/v1/users/updateUserProfile',
      { imageProfileUrl: url },
      token,
    );
    expect(updated.statusCode).toBe(200);
    expect((await api.get('/api/v1/users/me', token)).json().imageProfileUrl).toBe(url);
  });

  it('records the account that owns each image and its kind', async () => {
    const user = await api.createUser();
    const own = (await api.signIn(user)).accessToken;
    const { url } = (
      await upload([{ name: 'type', value: 'template' }, imageFile(png)], own)
    ).json();
    const row = await api.ports.db
      .selectFrom('images')
      .selectAll()
      .where('name', '=', url.split('/').pop())
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      account_id: user.accountId,
      uploaded_by: user.userId,
      kind: 'template',
      content_type: 'image/png',
      size_bytes: png.length,
    });
  });

  it.each([
    ['a JPEG named .png', jpeg, 'jpg', 'image/jpeg'],
    ['a WebP declared as a GIF', webp, 'webp', 'image/webp'],
  ])('tells %s by its bytes', async (_label, bytes, extension, contentType) => {
    const { url } = (await upload([imageFile(bytes, 'foto.png', 'image/gif')])).json();
    expect(url).toMatch(new RegExp(`\\.${extension}$`));
    expect((await api.get(url)).headers['content-type']).toBe(contentType);
  });

  it('accepts exactly 2 MB and refuses one byte more with 413, storing nothing', async () => {
    const exact = Buffer.concat([png, Buffer.alloc(maxImageBytes - png.length)]);
    expect((await upload([imageFile(exact)])).statusCode).toBe(201);
    const before = storedFiles().length;
    const tooLarge = await upload([imageFile(Buffer.concat([exact, Buffer.from([0])]))]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      statusCode: 413,
      code: 'IMAGE_TOO_LARGE',
      message: 'La imagen supera el tamaño máximo de 2 MB.',
    });
    expect(storedFiles()).toHaveLength(before);
  });

  it.each([
    ['an HTML page named foto.png', html],
    ['an SVG', svg],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s with 415, whatever its declared type', async (_label, bytes) => {
    const before = storedFiles().length;
    const response = await upload([imageFile(bytes, 'foto.png', 'image/png')]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      statusCode: 415,
      code: 'IMAGE_TYPE_UNSUPPORTED',
      message: 'La imagen debe ser PNG, JPEG o WebP.',
    });
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses a form without a file, with an unknown type, or with two files', async () => {
    const noFile = await upload([{ name: 'type', value: 'profile' }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().fields).toEqual([{ field: 'file', message: 'es obligatorio' }]);
    const badType = await upload([imageFile(png), { name: 'type', value: 'avatar' }]);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().fields).toEqual([
      { field: 'type', message: 'debe ser profile o template' },
    ]);
    const twoFiles = await upload([imageFile(png), imageFile(png)]);
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json().fields).toEqual([{ field: 'file', message: 'envía una sola imagen' }]);
  });

  it('refuses a JSON body with 415 and a signed-out upload with 401', async () => {
    const json = await api.post('/api/v1/storage/saveImage', { file: 'iVBORw0KGgo=' }, token);
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(
      'Envía la imagen como formulario (multipart/form-data) en el campo file.',
    );
    expect((await upload([imageFile(png)], null)).statusCode).toBe(401);
  });

  it('answers 404 in Spanish for a name it never issued', async () => {
    for (const name of [
      '0123456789abcdef0123456789abcdef.png',
      '..%2F..%2Fsecrets.json',
      'x.png',
    ]) {
      const response = await api.get(`/api/v1/storage/images/${name}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('La imagen no existe.');
    }
  });

  it("refuses another account's image as a profile picture, and any non-https address", async () => {
    const other = (await api.signIn(await api.createUser())).accessToken;
    const { url } = (await upload([imageFile(png)], other)).json();
    const update = (imageProfileUrl: unknown) =>
      api.post('/api/v1/users/updateUserProfile', { imageProfileUrl }, token);
    const foreign = await update(url);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual([
      { field: 'imageProfileUrl', message: 'no es una imagen subida por tu cuenta' },
    ]);
    const unknown = await update('/api/v1/storage/images/0123456789abcdef0123456789abcdef.png');
    expect(unknown.statusCode).toBe(400);
    for (const bad of ['http://fotos.test/a.png', '/etc/passwd', 'javascript:alert(1)']) {
      expect((await update(bad)).statusCode).toBe(400);
    }
    expect((await update('https://fotos.test/a.png')).json().imageProfileUrl).toBe(
      'https://fotos.test/a.png',
    );
    expect((await update(null)).json().imageProfileUrl).toBeNull();
  });
});

describe.each(testDatabaseKinds)('image upload rate limit on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, {
      rateLimits: { ...roomyRateLimits, imageUploadPerUser: { limit: 2, windowSeconds: 3600 } },
    });
  }, 60_000);
  afterAll(async () => {
    await api.close();
  });

  it('answers 429 once a user has uploaded its share', async () => {
    const token = (await api.signIn(await api.createUser())).accessToken;
    const body = await multipart([{ name: 'file', value: png, filename: 'a.png' }]);
    const send = () =>
      api.app.inject({
        method: 'POST',
        url: '/api/v1/storage/saveImage',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${token}` },
      });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
