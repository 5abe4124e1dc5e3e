import type { VerificationVerdict } from '@schemas/api/provenance';

// Spanish texts of the verification page (/app/users/verificar).
export const verifyMessages = {
  menu: 'Verificar documento',
  title: 'Verificar un documento',
  intro:
    'Sube un documento Word (.docx) o PDF que tu estudio generó con Minuta: te decimos si salió de esta cuenta, de qué versión de la plantilla y de la entrevista, cuándo y por quién, y si su texto cambió desde entonces. El archivo no se guarda.',
  file: 'Documento (.docx o .pdf)',
  submit: 'Verificar',
  checking: 'Verificando…',
  chooseFile: 'Elige primero un archivo.',
  verdicts: {
    identical: 'Auténtico y sin cambios: es exactamente el archivo que generó esta cuenta.',
    sameText: 'Generado por esta cuenta; el archivo se volvió a guardar, pero su texto no cambió.',
    modified: 'Generado por esta cuenta, pero su texto fue modificado después de generarlo.',
    unknown:
      'Esta cuenta no generó este archivo (o se le quitó la información de procedencia y también cambió).',
  } satisfies Record<VerificationVerdict, string>,
  document: (name: string) => `Documento: ${name}`,
  fileName: (name: string) => `Archivo generado: ${name}`,
  generatedAt: (date: string) => `Generado el ${date}`,
} as const;
