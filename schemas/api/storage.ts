import Type from 'typebox';

/** Uploaded images are at most 2 MB. */
export const maxImageBytes = 2 * 1024 * 1024;

/** Where the server serves an uploaded image; the name is 32 random hex digits and the type. */
export const imageUrlPrefix = '/api/v1/storage/images/';
export const imageNamePattern = '[0-9a-f]{32}\\.(?:png|jpg|webp)';

export const ImageKind = Type.Union([Type.Literal('profile'), Type.Literal('template')]);
export type ImageKind = Type.Static<typeof ImageKind>;

// storage/saveImage takes multipart/form-data: `file` (PNG, JPEG or WebP, told by its bytes, not
// by its declared type) and optional `type` (profile by default). This schema documents the
// form; the handler reads and checks the stream itself.
export const SaveImageForm = Type.Object({
  file: Type.String({ format: 'binary', description: 'PNG, JPEG o WebP de hasta 2 MB' }),
  type: Type.Optional(ImageKind),
});

export const SaveImageAnswer = Type.Object({
  /** `/api/v1/storage/images/<name>`: public, unguessable, never changes. */
  url: Type.String(),
});
export type SaveImageAnswer = Type.Static<typeof SaveImageAnswer>;
