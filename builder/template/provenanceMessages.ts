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
  setTitle: 'Paquete de documentos',
  setDescription:
    'Elige las plantillas que se generan juntas con unas mismas respuestas (contrato, anexo, carta…). Cada una puede llevar su condición: por ejemplo, el anexo solo si hay garante. Los clientes reciben el paquete.',
  inSet: (name: string) => `Incluir «${name}» en el paquete`,
  conditional: 'Solo si se cumple una condición',
  saveSet: 'Guardar el paquete',
  setSaved: 'Paquete guardado.',
  generateSet: 'Generar el paquete de prueba (DOCX y PDF)',
  generatingSet: 'Generando el paquete…',
  bundleZip: 'Descargar el paquete (ZIP de Word)',
  bundlePdf: 'Descargar el paquete (un PDF con marcadores)',
} as const;
