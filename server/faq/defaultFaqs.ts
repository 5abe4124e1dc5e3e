// The FAQ a new installation starts with (question, answer, position). Admins
// edit it later; the seed writes it only into an empty table.
export const defaultFaqs: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: '¿Por qué Minuta no me deja entrar si ya tengo una sesión abierta?',
    answer:
      'Cada usuario puede tener una sola sesión activa a la vez, para que nadie use tu cuenta en paralelo sin que lo notes. Si al ingresar ves «Ya tienes una sesión activa, cierrala e intenta de nuevo», pulsa «Cerrar las otras sesiones e ingresar»: tu contraseña ya fue comprobada, así que se cierra la sesión que quedó abierta en otro equipo y entras de inmediato.\n\nDesde Cuenta › Seguridad puedes cerrar todas tus sesiones cuando quieras, también la actual. Una sesión termina sola después de 24 horas sin uso y, en cualquier caso, a los 14 días.',
  },
  {
    question: '¿Qué incluye cada plan y cuáles son sus límites?',
    answer:
      'Explorador es gratuito: 3 documentos, solo tu usuario (sin operadores), 50 correos al mes y 1 GB. Inicial cuesta $25 al mes: 10 documentos, 1 operador, hasta 500 correos al mes y 250 GB. Corporativo cuesta $78 al mes: 30 documentos, 3 operadores, hasta 2500 correos al mes y 500 GB. Premium se cotiza según tu volumen: documentos ilimitados, 10 operadores, hasta 5000 correos al mes y 1 TB.\n\nTodos los planes incluyen sandbox ilimitado, URL para compartir, complemento de Word y complemento de Google Docs. Tu plan actual y su uso están en Cuenta › Subscripción.',
  },
  {
    question: '¿Qué es una cuenta de operador y cómo la creo?',
    answer:
      'Un operador es una persona de tu equipo (asistente, abogado asociado, secretaria) que trabaja dentro de tu cuenta: ve tus workspaces, construye entrevistas, edita plantillas y genera documentos con tu plan. Créala en Cuenta › Cuentas anidadas con su nombre y correo; le llega una invitación para crear su contraseña, válida por 7 días.\n\nPuedes desactivar a un operador en cualquier momento: pierde el acceso al instante y libera su lugar en tu plan. Un operador no puede crear otros operadores ni desactivar la cuenta; eso lo decide el titular.',
  },
  {
    question: '¿Cómo comparto una entrevista con un cliente que no tiene cuenta?',
    answer:
      'Crea un enlace para compartir desde el documento y envíaselo por el canal que prefieras. Tu cliente responde la entrevista desde cualquier dispositivo, sin registrarse: solo ve las preguntas que le corresponden y sus respuestas se guardan mientras avanza.\n\nAl crear el enlace eliges cuándo vence y si sirve una sola vez. Puedes revocarlo cuando quieras. Cuando el cliente envía sus respuestas, el documento se genera y lo encuentras en tu sandbox para revisarlo antes de entregarlo.',
  },
  {
    question: '¿Cómo preparo una plantilla de Word con marcadores?',
    answer:
      'Escribe en tu documento de Word el nombre de cada variable entre llaves, exactamente como se llama en la entrevista: {nombre_comprador}, {fecha_firma}. Para una cláusula que solo aplica en algunos casos, enciérrala entre {#variable} y {/variable}; para una lista que se repite, usa {#herederos}…{/herederos} con los nombres de las subpreguntas dentro.\n\nSube el archivo .docx al documento de Minuta: se conservan márgenes, fuentes, numeración, encabezados y pies de página. La guía «Plantillas» explica los formatos disponibles, como montos en letras o fechas notariales.',
  },
  {
    question: '¿Puedo obtener el documento en PDF?',
    answer:
      'Sí. Al generar eliges el formato: Word (.docx) si todavía vas a editar el texto, o PDF si el documento ya está listo para revisión o firma. Antes de generar, Minuta valida las respuestas de las preguntas visibles; si falta algo, te indica qué revisar.\n\nEl PDF se obtiene a partir del mismo archivo de Word, así que conserva su formato. Si en algún momento la conversión a PDF no está disponible, el documento en Word se genera igual y puedes intentarlo de nuevo más tarde.',
  },
  {
    question: '¿Quién es dueño de mis plantillas y documentos? ¿Qué hacen con mis datos?',
    answer:
      'Tus plantillas, tus entrevistas y los documentos que generas son tuyos, y las respuestas de tus clientes también te pertenecen a ti. Minuta los guarda y los procesa solo para prestarte el servicio: no los vende, no los comparte con terceros para publicidad y no los usa para otros fines.\n\nSi desactivas tu cuenta, no se borra nada y puedes reactivarla cuando quieras. Para pedir una copia o la eliminación de tus datos, escríbenos desde la página de contacto. Los detalles están en la Política de privacidad.',
  },
  {
    question: '¿Minuta me da asesoría legal?',
    answer:
      'No. Minuta no es un estudio jurídico y no brinda asesoría legal: es una herramienta para que abogados y equipos legales automaticen sus propios documentos. El contenido de cada plantilla y la decisión de usarla en un caso concreto son responsabilidad del profesional que la prepara.\n\nNuestro servicio de desarrollo automatiza documentos que tú defines; tampoco redacta ni revisa su contenido jurídico.',
  },
  {
    question: '¿Cómo cambio mi foto, mis datos o mi contraseña?',
    answer:
      'En Cuenta › Perfil cambias tu nombre, tu teléfono y tu foto (PNG, JPEG o WebP de hasta 2 MB). Tu correo electrónico no se cambia desde allí; si lo necesitas, escríbenos.\n\nEn Cuenta › Seguridad cambias tu contraseña. Por seguridad, al cambiarla se cierran todas tus sesiones, también la actual, y vuelves a ingresar con la contraseña nueva. Si la olvidaste, usa «¿Olvidaste tu contraseña?» en la página de ingreso: el enlace vence en 60 minutos.',
  },
  {
    question: '¿Qué pasa si desactivo mi cuenta?',
    answer:
      'El titular puede desactivar la cuenta desde Cuenta › Seguridad confirmando su contraseña. Desde ese momento nadie de la cuenta puede ingresar, tampoco tus operadores. No se borra nada.\n\nPara volver, entra en «Reactivar una cuenta desactivada» desde la página de ingreso con tu correo y tu contraseña: todo queda como estaba.',
  },
];
