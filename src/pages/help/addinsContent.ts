// The «Complementos» page (/app/complementos): how to install the Word add-in and the Google
// Docs add-on and connect them, in Spanish. Menu paths are Office's and Google's own Spanish
// names.
export const addinsContent = {
  title: 'Complementos para Word y Google Docs',
  intro:
    'Convierte tus documentos en plantillas de Minuta sin salir del procesador de textos: inserta las preguntas de tu entrevista con su formato, agrega secciones condicionales y repetidas, revisa la plantilla, súbela y pruébala con respuestas de ejemplo. Todos los planes incluyen los dos complementos.',
  connect: {
    title: 'Conectar el complemento con tu cuenta',
    steps: [
      'Abre el complemento en tu documento y pulsa «Conectar con Minuta».',
      'El complemento muestra un código y abre Minuta en tu navegador. Si no tienes la sesión abierta, inicia sesión.',
      'Comprueba que el código de Minuta es el mismo que ves en el complemento, revisa los permisos que pide y pulsa «Aprobar».',
      'Vuelve al documento: el complemento ya muestra tu nombre. Tu sesión en la web sigue abierta; el complemento usa su propio permiso, que puedes revocar en Cuenta › Integraciones.',
    ],
  },
  word: {
    title: 'Complemento de Word',
    description:
      'Funciona en Word para Windows, Mac y la web con Microsoft 365. Se instala con su manifiesto, un archivo que le dice a Word dónde está el complemento.',
    download: 'Descargar el manifiesto',
    manifestUrl: 'Dirección del manifiesto',
    web: {
      title: 'Word para la web',
      steps: [
        'Descarga el manifiesto.',
        'Abre un documento en Word para la web y, en la pestaña Inicio, elige Complementos › Más complementos.',
        'En Mis complementos, elige «Cargar mi complemento», selecciona el manifiesto descargado y pulsa «Cargar».',
        'En la pestaña Inicio aparece el botón «Plantilla Minuta»: púlsalo para abrir el panel.',
      ],
    },
    windows: {
      title: 'Word para Windows (carga lateral)',
      steps: [
        'Guarda el manifiesto en una carpeta compartida de tu red (por ejemplo \\\\servidor\\complementos).',
        'En Word, abre Archivo › Opciones › Centro de confianza › Configuración del Centro de confianza › Catálogos de complementos de confianza.',
        'Escribe la ruta de la carpeta en «Dirección URL del catálogo», pulsa «Agregar catálogo», marca «Mostrar en el menú» y acepta. Reinicia Word.',
        'En Inicio › Complementos › Más complementos, abre «Carpeta compartida», elige Minuta y pulsa «Agregar».',
      ],
    },
    mac: {
      title: 'Word para Mac (carga lateral)',
      steps: [
        'En el Finder, elige Ir › Ir a la carpeta y abre ~/Library/Containers/com.microsoft.Word/Data/Documents/ (crea dentro la carpeta «wef» si no existe).',
        'Copia el manifiesto en la carpeta «wef» y reinicia Word.',
        'En Inicio › Complementos, abre «Mis complementos» y elige Minuta.',
      ],
    },
    admin: {
      title: 'Para todo tu estudio: implementación centralizada (administrador de Microsoft 365)',
      steps: [
        'Entra al Centro de administración de Microsoft 365 y abre Configuración › Aplicaciones integradas.',
        'Elige «Cargar aplicaciones personalizadas», el tipo «Complemento de Office» y «Proporcionar vínculo al archivo de manifiesto»; pega la dirección del manifiesto y valida.',
        'Asigna el complemento a toda la organización o a los usuarios y grupos que lo usarán, y pulsa «Implementar».',
        'El botón «Plantilla Minuta» aparece en Word de cada usuario en unas horas (hasta 24 h). Las actualizaciones llegan solas: el manifiesto apunta a esta dirección de Minuta.',
      ],
    },
  },
  google: {
    title: 'Complemento de Google Docs',
    description:
      'Funciona en Google Docs con cuentas de Google personales y de Google Workspace. Tu administrador de Google Workspace lo publica para tu organización (o lo prueba en un documento) a partir del proyecto de Apps Script de Minuta.',
    use: {
      title: 'Usarlo en un documento',
      steps: [
        'Abre el documento en Google Docs y elige Extensiones › Minuta › Abrir Minuta.',
        'La primera vez, Google te pide autorizar los permisos del complemento: el documento actual, mostrar el panel, conectarse con Minuta y exportar el documento actual como .docx.',
        'Conecta el complemento con tu cuenta como se explica arriba.',
      ],
    },
    admin: {
      title: 'Para el administrador: instalarlo',
      steps: [
        'Construye el proyecto con la dirección de tu Minuta: APP_URL=https://tu-minuta npm run addins:build (queda en dist/addins/google-docs).',
        'Súbelo a Apps Script con clasp: npx clasp login, luego npx clasp create --type standalone --rootDir dist/addins/google-docs y npx clasp push.',
        'Para probarlo: en el editor de Apps Script, Implementar › Probar implementaciones › Complemento del editor, elige un documento de prueba y ábrelo.',
        'Para tu organización: publícalo como aplicación privada en Google Workspace Marketplace e instálalo para los usuarios desde la Consola de administración.',
      ],
    },
  },
  privacy: {
    title: 'Privacidad',
    text: 'Qué lee cada complemento, qué envía a Minuta y qué guarda:',
    word: 'Política de privacidad del complemento de Word',
    google: 'Política de privacidad del complemento de Google Docs',
  },
} as const;
