import type { FileProvenance } from '@schemas/api/generation';

// Spanish texts of a generated document's provenance, its regeneration and its verification.
export const provenanceMessages = {
  template: (name: string, version: number) => `Plantilla «${name}», versión ${version}`,
  interview: (source: FileProvenance['interviewSource'], version: number) =>
    source === 'published'
      ? `Entrevista publicada, versión ${version}`
      : `Entrevista en edición (revisión ${version})`,
  generatedBy: (provenance: Pick<FileProvenance, 'generatedBy' | 'generatedByLabel'>) => {
    const label = provenance.generatedByLabel;
    if (provenance.generatedBy === 'guest')
      return label ? `Cliente, por el enlace «${label}»` : 'Cliente, por un enlace';
    if (provenance.generatedBy === 'token')
      return label ? `Integración (token ${label})` : 'Integración con token de API';
    return label ? `Generado por ${label}` : 'Generado por un usuario de la cuenta';
  },
  answersHash: (hash: string) => `Huella de las respuestas: ${hash.slice(0, 12)}…`,
  regenerated: 'Regenerado con la plantilla actual',
  noProvenance: 'Generado antes de que Minuta registrara la procedencia.',
  details: 'Procedencia',
  regenerate: 'Regenerar con la plantilla actual',
  regenerateTitle: 'Regenerar con la plantilla actual',
  regenerateDescription:
    'Las mismas respuestas con la versión actual de la plantilla y de la entrevista. Revisa los cambios antes de guardar: el documento original se conserva.',
  loadingPreview: 'Preparando la comparación…',
  versions: (name: string, from: number, to: number) =>
    from === to
      ? `«${name}»: versión ${to}, sin cambios de plantilla`
      : `«${name}»: de la versión ${from} a la ${to}`,
  withPdf: 'Generar también el PDF',
  save: 'Guardar la nueva versión',
  saving: 'Guardando…',
  cancel: 'Cancelar',
} as const;
