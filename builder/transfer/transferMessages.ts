// What the export and import of an interview file say.
export const transferMessages = {
  title: 'Mover la entrevista',
  exportHint:
    'Un archivo con las páginas, las preguntas, las condiciones y las plantillas (las del editor y las de Word), para llevar la entrevista a otra cuenta o a otro servidor de Minuta.',
  export: 'Exportar archivo (.json)',
  exporting: 'Exportando…',
  importTitle: 'Importar una entrevista',
  importHint:
    'Crea un documento en este workspace desde un archivo exportado de Minuta (.minuta.json). Se revisa igual que tus ediciones antes de crear nada.',
  file: 'Archivo de entrevista (.json)',
  chooseButton: 'Elegir archivo (.json)',
  noFile: 'Ningún archivo elegido.',
  chosen: (name: string) => `Archivo elegido: ${name}`,
  import: 'Importar',
  importing: 'Importando…',
  chooseFile: 'Elige el archivo exportado.',
  notJson: 'El archivo no es una entrevista exportada de Minuta.',
  tooLarge: (megabytes: number) => `El archivo supera el tamaño máximo de ${megabytes} MB.`,
};
