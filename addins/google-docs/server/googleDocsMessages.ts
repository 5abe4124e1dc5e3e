// What the add-on's server side says to the person, in Spanish.
export const googleDocsMessages = {
  menuOpen: 'Abrir Minuta',
  sidebarTitle: 'Minuta',
  noCursor: 'Haz clic en el documento donde quieres escribir y vuelve a intentarlo.',
  exportFailed: 'Google Docs no entregó el documento como .docx. Intenta de nuevo en un momento.',
  unreachable: 'No pudimos comunicarnos con Minuta. Revisa tu conexión e intenta de nuevo.',
} as const;
