import type { Guide } from './contentTypes';

// The guides of the Documentación menu (/app/users/guide/{slug}), in menu order.
export const guides: Guide[] = [
  {
    slug: 'session',
    menuLabel: 'Inicio de sesión',
    title: 'Inicio de sesión',
    summary:
      'Cómo entrar a Minuta, qué significan los avisos que pueden aparecer al iniciar sesión y cómo recuperar el acceso a tu cuenta.',
    sections: [
      {
        heading: 'Entrar a tu cuenta',
        paragraphs: [
          'Abre la página de ingreso, escribe el correo electrónico y la contraseña con los que te registraste y pulsa «Iniciar sesión». Si los datos son correctos, Minuta te lleva al Home de tu sandbox.',
          'Antes del primer ingreso debes confirmar tu correo electrónico. Al registrarte te enviamos un mensaje con el botón «Confirmar mi correo», cuyo enlace vence en 48 horas. Si intentas entrar sin haberlo confirmado, verás el aviso «Confirma tu correo electrónico» y la opción «Reenviar el correo de confirmación».',
          'Tu sesión se mantiene abierta mientras trabajas. Minuta la cierra después de un día sin actividad y, en todo caso, dos semanas después de que iniciaste sesión; entonces te pide que vuelvas a ingresar.',
        ],
        note: 'Si escribes mal la contraseña varias veces seguidas, Minuta pausa los intentos por seguridad y te indica cuántos minutos debes esperar antes de probar de nuevo.',
      },
      {
        heading: 'Una sesión activa a la vez',
        paragraphs: [
          'Cada usuario puede tener una sola sesión abierta. Si iniciaste sesión en otro equipo o navegador y no la cerraste, Minuta rechaza el nuevo ingreso y te avisa que ya tienes una sesión activa.',
          'Como ya comprobó que tu contraseña es correcta, en ese mismo momento te ofrece el botón «Cerrar las otras sesiones e ingresar». Al pulsarlo, la sesión del otro equipo termina y entras desde el actual. La opción está disponible durante unos minutos; si se vence, vuelve a escribir tu contraseña.',
          'Cuando termines de trabajar, sobre todo en un equipo compartido, abre el menú de usuario de la barra superior y pulsa «Logout». Cerrar la pestaña no cierra la sesión.',
        ],
        note: 'Si ves el aviso de sesión activa y no recuerdas haber dejado una sesión abierta, cierra las otras sesiones y cambia tu contraseña de inmediato desde la pestaña Seguridad de tu cuenta.',
      },
      {
        heading: 'Si olvidaste tu contraseña',
        paragraphs: [
          'El enlace de restablecimiento vence en 60 minutos y sirve una sola vez. Si vence antes de que lo uses, solicita otro desde la misma página.',
        ],
        list: {
          ordered: true,
          items: [
            'En la página de ingreso, pulsa «¿Olvidaste tu contraseña?».',
            'Escribe tu correo electrónico y pulsa «Enviar enlace».',
            'Abre el correo «Restablece tu contraseña de Minuta» y pulsa «Restablecer mi contraseña».',
            'Escribe una contraseña nueva de 8 a 128 caracteres, repítela y pulsa «Guardar contraseña».',
            'Vuelve a la página de ingreso y entra con tu nueva contraseña.',
          ],
        },
        note: 'Al guardar la nueva contraseña se cierran todas tus sesiones abiertas, en cualquier equipo.',
      },
      {
        heading: 'Restablecimiento pendiente',
        paragraphs: [
          'Mientras exista un enlace de restablecimiento sin usar y vigente, Minuta no te deja entrar con la contraseña anterior: te pide que revises tu correo y actualices tu contraseña. Así, si alguien intenta cambiarla en tu nombre, nadie ingresa hasta que tú decidas.',
          'Si no fuiste tú quien pidió el cambio, puedes ignorar el correo. El bloqueo termina cuando el enlace vence, como máximo a los 60 minutos, y tu contraseña sigue siendo la misma.',
        ],
      },
      {
        heading: 'Cuenta desactivada',
        paragraphs: [
          'Si la cuenta se desactivó desde la pestaña Seguridad, el ingreso muestra el aviso «Tu cuenta se encuentra desactivada». Tus workspaces, documentos y plantillas se conservan intactos.',
          'Para volver a usarla, pulsa «Reactivar una cuenta desactivada» en la página de ingreso, o abre /reactivar-cuenta, escribe el correo y la contraseña de la cuenta y pulsa «Reactivar cuenta». Después, inicia sesión como siempre.',
          'Las cuentas de operador no se reactivan desde esa página: si tu acceso de operador fue desactivado, pide al titular de la cuenta que lo vuelva a activar.',
        ],
      },
    ],
  },
  {
    slug: 'update-data',
    menuLabel: 'Actualizar tus datos',
    title: 'Actualizar tus datos',
    summary:
      'Dónde cambiar tu nombre, tu foto, tu contraseña y tus avisos por correo, cómo revisar tu plan y cómo ajustar la apariencia de Minuta.',
    sections: [
      {
        heading: 'Tu área de cuenta',
        paragraphs: [
          'Abre el menú de usuario en la barra superior y pulsa «Cuenta». El área de cuenta se organiza en pestañas: Perfil, Seguridad, Preferencias, Subscripción y, en las cuentas creadoras, Cuentas anidadas.',
          'Si eres operador, no ves Cuentas anidadas, y la pestaña Subscripción te muestra el plan de la cuenta creadora en la que trabajas.',
        ],
      },
      {
        heading: 'Perfil: nombre y foto',
        paragraphs: [
          'En Perfil puedes corregir tus nombres y apellidos y subir una foto; pulsa «Guardar» para aplicar los cambios. Tu nombre y tu foto aparecen en la parte superior del menú lateral.',
          'Tu correo electrónico identifica tu cuenta y no se cambia desde esta pestaña. Si necesitas usar otro correo, escríbenos desde el formulario «Escríbenos» y te indicaremos los pasos.',
        ],
      },
      {
        heading: 'Seguridad: contraseña, sesiones, tus datos y desactivación',
        paragraphs: [
          'Para cambiar tu contraseña, escríbela dos veces y guarda. El cambio cierra todas tus sesiones, incluida la actual, así que Minuta te lleva a la página de ingreso para que entres con la contraseña nueva.',
          '«Cerrar todas las sesiones» termina tu sesión en todos los equipos y navegadores a la vez. Úsalo si perdiste un equipo o si dejaste la sesión abierta en un computador ajeno.',
          'Desactivar la cuenta está disponible solo para la cuenta creadora y te pide tu contraseña. Al confirmar, tú y todos tus operadores pierden el acceso de inmediato. No se elimina nada: puedes reactivar la cuenta cuando quieras desde /reactivar-cuenta.',
          '«Descargar los datos de la cuenta» (solo la cuenta creadora, con tu contraseña y, si la usas, el código de la verificación en dos pasos) descarga un ZIP con todo lo de tu estudio: entrevistas, plantillas, respuestas de tus clientes, documentos generados, imágenes, usuarios, pagos y el registro de actividad.',
          '«Eliminar la cuenta» desactiva la cuenta en el acto y la borra definitivamente a los 7 días, con todo su contenido y las cuentas de tus operadores. Hasta esa fecha puedes arrepentirte reactivándola desde /reactivar-cuenta; después no se puede recuperar nada.',
        ],
        note: 'Si tienes un plan de pago, revisa la pestaña Subscripción antes de desactivar tu cuenta. Ante cualquier duda sobre cobros, escríbenos primero.',
      },
      {
        heading: 'Preferencias: avisos por correo',
        paragraphs: [
          'En Preferencias decides qué correos quieres recibir. Activa o desactiva cada opción y pulsa «Guardar».',
          'Los correos indispensables para usar tu cuenta, como la confirmación del correo o el restablecimiento de la contraseña, se envían siempre.',
        ],
        list: {
          ordered: false,
          items: [
            '«Avisarme cuando un cliente envía sus respuestas»: un correo cada vez que un cliente termina una entrevista que compartiste.',
            '«Resumen semanal de actividad»: un resumen de lo ocurrido en tu cuenta durante la semana.',
            '«Novedades y consejos de Minuta»: mejoras del producto y sugerencias para aprovecharlo.',
          ],
        },
      },
      {
        heading: 'Subscripción: tu plan y su uso',
        paragraphs: [
          'La pestaña Subscripción muestra tu plan actual y cuánto has usado de él: documentos, cuentas de operador activas, correos enviados en el mes y almacenamiento. También llegas a ella pulsando el nombre de tu plan, debajo de tu nombre, en el menú lateral.',
          'Desde allí puedes cambiar de plan. Todos los planes incluyen sandbox ilimitado, URL para compartir, complemento de Word y complemento de Google Docs.',
        ],
        list: {
          ordered: false,
          items: [
            'Explorador: gratis, para conocer la plataforma.',
            'Inicial: USD 25 al mes; 10 documentos, 1 cuenta de operador, 500 correos al mes y 250 GB.',
            'Corporativo: USD 78 al mes; 30 documentos, 3 cuentas de operador, 2.500 correos al mes y 500 GB.',
            'Premium: precio según cotización; documentos ilimitados, 10 cuentas de operador, 5.000 correos al mes y 1 TB.',
          ],
        },
      },
      {
        heading: 'Ajustes de visualización',
        paragraphs: [
          'El engranaje de la barra superior abre los ajustes de visualización: la dirección del texto, el tamaño de letra adaptable y el tema, Claro u Oscuro (One Dark). Los cambios se aplican cuando pulsas «Guardar ajustes».',
          'Estos ajustes se guardan en el navegador que estás usando. Si trabajas en otro equipo, vuelve a elegirlos allí.',
        ],
      },
    ],
  },
  {
    slug: 'op-accounts',
    menuLabel: 'Cuentas de operador',
    title: 'Cuentas de operador',
    summary:
      'Cómo sumar a tu equipo para que prepare documentos dentro de tu cuenta, y cómo editar, desactivar o reactivar esos accesos.',
    sections: [
      {
        heading: '¿Qué es una cuenta de operador?',
        paragraphs: [
          'Una cuenta de operador es el acceso de una persona de tu equipo, como un asistente o un abogado asociado, a tu cuenta de Minuta. El operador trabaja en tus workspaces y documentos con su propio correo y su propia contraseña, sin necesidad de que compartas los tuyos.',
          'Lo que el operador crea pertenece a tu cuenta. Si mañana desactivas su acceso, los documentos, entrevistas y plantillas en los que trabajó se quedan contigo.',
          'La cantidad de cuentas de operador activas depende de tu plan. Las cuentas desactivadas no cuentan.',
        ],
        list: {
          ordered: false,
          items: [
            'Explorador: no incluye cuentas de operador.',
            'Inicial: 1 cuenta de operador.',
            'Corporativo: 3 cuentas de operador.',
            'Premium: 10 cuentas de operador.',
          ],
        },
      },
      {
        heading: 'Crear una cuenta de operador',
        paragraphs: [
          'El operador recibe un correo de invitación, con tu nombre en el asunto, y el botón «Crear mi contraseña». El enlace vence en 7 días y sirve una sola vez; al usarlo, su correo queda confirmado y ya puede iniciar sesión.',
        ],
        list: {
          ordered: true,
          items: [
            'Abre el menú de usuario, pulsa «Cuenta» y entra en la pestaña Cuentas anidadas.',
            'Pulsa «Crear cuenta de operador».',
            'Escribe los nombres, los apellidos y el correo electrónico de la persona; el teléfono es opcional.',
            'Guarda. Minuta crea la cuenta y envía la invitación a ese correo.',
          ],
        },
        note: 'Si la invitación vence sin usarse, el operador puede pulsar «¿Olvidaste tu contraseña?» en la página de ingreso y escribir el correo que registraste: recibirá un enlace nuevo para crear su contraseña.',
      },
      {
        heading: 'Qué puede hacer un operador',
        paragraphs: [
          'El operador entra al mismo sandbox que tú: ve tus workspaces, construye entrevistas, edita plantillas, comparte enlaces con clientes y genera documentos.',
          'Administrar la cuenta es tarea exclusiva de la cuenta creadora: solo tú creas, editas y desactivas operadores, cambias el plan y desactivas o reactivas la cuenta. Cada operador sí puede actualizar su propio perfil, su contraseña y sus preferencias de correo.',
        ],
      },
      {
        heading: 'Editar, desactivar y reactivar',
        paragraphs: [
          'En Cuentas anidadas, pulsa sobre un operador para corregir sus nombres o su teléfono.',
          'Desde el mismo lugar puedes desactivarlo. El efecto es inmediato: sus sesiones se cierran y, si intenta ingresar, verá el aviso «Tu cuenta se encuentra desactivada». Solo tú puedes volver a activarlo.',
          'Para reactivarlo necesitas un cupo libre en tu plan. Si ya tienes todas las cuentas activas que tu plan permite, Minuta te lo indica: desactiva otra cuenta o cambia de plan en la pestaña Subscripción.',
        ],
      },
      {
        heading: 'Buenas prácticas',
        paragraphs: ['Unas pocas costumbres mantienen tu cuenta ordenada y segura:'],
        list: {
          ordered: false,
          items: [
            'Crea una cuenta por persona; nunca compartas una misma cuenta entre varias personas.',
            'Desactiva el acceso de quien deja el estudio el mismo día de su salida.',
            'Antes de cambiar a un plan con menos cuentas de operador, desactiva las que ya no uses.',
            'Usa correos institucionales del estudio, para que las invitaciones no terminen en buzones personales.',
          ],
        },
      },
    ],
  },
  {
    slug: 'sandbox',
    menuLabel: 'El sandbox',
    title: 'El sandbox',
    summary:
      'El sandbox es tu espacio de trabajo en Minuta: allí organizas tus workspaces y documentos, y pruebas tus automatizaciones antes de compartirlas.',
    sections: [
      {
        heading: '¿Qué es el sandbox?',
        paragraphs: [
          'Al iniciar sesión llegas al Home del sandbox. Allí ves tus workspaces y, dentro de cada uno, tus documentos. Si eres operador, ves el sandbox de la cuenta creadora que te invitó.',
          'Todos los planes incluyen sandbox ilimitado: puedes crear workspaces y probar tus entrevistas y plantillas cuantas veces quieras. Lo que cada plan limita es la cantidad de documentos; el detalle está en la pestaña Subscripción de tu cuenta.',
        ],
      },
      {
        heading: 'El menú lateral',
        paragraphs: [
          'En la parte superior del menú lateral ves tu foto, tu nombre y tu plan; el nombre del plan te lleva a la pestaña Subscripción. Debajo encuentras dos grupos de enlaces:',
        ],
        list: {
          ordered: false,
          items: [
            'Home: tus workspaces y documentos.',
            'Nuevo workspace: abre el formulario para crear un workspace.',
            'Tutoriales: recorridos paso a paso para tus primeras automatizaciones.',
            'FAQ: respuestas a las preguntas más frecuentes.',
            'Documentación: estas guías, una por tema.',
          ],
        },
        note: 'En pantallas pequeñas, el menú lateral se abre con el botón de menú de la barra superior.',
      },
      {
        heading: 'Workspaces',
        paragraphs: [
          'Un workspace agrupa documentos relacionados. Puedes organizarlos por área de práctica («Sucesiones», «Inmobiliario», «Societario»), por cliente o por equipo: lo importante es que tú y tus operadores encuentren cada documento sin buscarlo.',
          'Para crear uno, pulsa «Nuevo workspace» en el menú lateral, escribe su nombre y confirma. Desde el Home puedes renombrarlo o eliminarlo, y mover un documento de un workspace a otro.',
        ],
        note: 'Eliminar un workspace elimina también los documentos que contiene. Si quieres conservar alguno, muévelo antes a otro workspace.',
      },
      {
        heading: 'La barra superior',
        paragraphs: ['La barra superior te acompaña en todas las pantallas del sandbox:'],
        list: {
          ordered: false,
          items: [
            'Menú de usuario: «Cuenta» abre tu área de cuenta y «Logout» cierra tu sesión.',
            'Menú de contacto: «Contratar un desarrollador» y «Escríbenos».',
            'Engranaje: los ajustes de visualización (dirección del texto, tamaño de letra adaptable y tema).',
          ],
        },
      },
      {
        heading: 'Probar antes de compartir',
        paragraphs: [
          'Usa la vista previa de cada documento para responder la entrevista como lo haría tu cliente y generar un documento de prueba. Revisa el resultado con calma antes de enviar el enlace a nadie.',
          'Muchos estudios reservan un workspace llamado «Pruebas» para los borradores y trasladan cada documento a su workspace definitivo cuando ya está listo.',
        ],
      },
    ],
  },
  {
    slug: 'documents',
    menuLabel: 'Documentos',
    title: 'Documentos',
    summary:
      'Un documento de Minuta reúne la entrevista y las plantillas de un mismo trámite. Aquí ves cómo crearlo, organizarlo y generar el archivo final en Word o PDF.',
    sections: [
      {
        heading: '¿Qué es un documento en Minuta?',
        paragraphs: [
          'Un documento es la automatización de un tipo de escrito: por ejemplo, «Contrato de arrendamiento de vivienda» o «Poder especial para venta de inmueble». Reúne dos partes que trabajan juntas: la entrevista, con las preguntas que responde tu cliente o tu equipo, y una o más plantillas, con el texto en el que se insertan esas respuestas.',
          'Con un mismo documento produces tantos archivos finales como necesites: cada vez que alguien responde la entrevista, Minuta genera un archivo nuevo con esas respuestas.',
          'Tu plan limita la cantidad de documentos: 10 en el plan Inicial, 30 en el Corporativo e ilimitados en el Premium.',
        ],
      },
      {
        heading: 'Crear un documento',
        paragraphs: [
          'Cuando la entrevista y la plantilla estén listas, pruébalas con la vista previa antes de compartir el documento con tus clientes.',
        ],
        list: {
          ordered: true,
          items: [
            'En el Home, abre el workspace donde quieres guardarlo.',
            'Pulsa «Nuevo documento» y escribe un nombre que tu equipo reconozca a primera vista.',
            'Construye la entrevista: páginas, preguntas y condiciones (guía «Bloques y preguntas»).',
            'Crea la plantilla en el editor o sube tu archivo de Word (guía «Plantillas»).',
          ],
        },
      },
      {
        heading: 'La plantilla seleccionada',
        paragraphs: [
          'Un documento puede tener varias plantillas; por ejemplo, una redactada en el editor y otra subida desde Word, o dos versiones de la misma cláusula mientras decides cuál usar. La plantilla seleccionada es la que Minuta utiliza al generar el archivo.',
          'Antes de compartir el documento, confirma cuál está seleccionada. Cambiarla no modifica los archivos que ya se generaron.',
        ],
      },
      {
        heading: 'Generar el archivo en Word o PDF',
        paragraphs: [
          'Para generar, elige el formato: Word (.docx), si aún vas a editar el texto, o PDF, si el documento ya está listo para revisión o firma. Minuta valida primero las respuestas de las preguntas visibles (obligatorias, fechas, montos, cédulas) y luego inserta cada una en la plantilla.',
          'Cuando el cliente responde mediante un enlace, el documento se genera con sus respuestas al enviarlas. Lo encuentras en el propio documento, listo para descargar.',
          'Si la generación muestra «Revisa los campos e intenta de nuevo», revisa la plantilla: lo más común es un bloque condicional o una lista que se abre y no se cierra con el mismo nombre.',
        ],
        note: 'Minuta no revisa el contenido jurídico de tus documentos. Léelos siempre antes de entregarlos o firmarlos.',
      },
      {
        heading: 'Renombrar, mover y eliminar',
        paragraphs: [
          'Puedes renombrar un documento o moverlo a otro workspace en cualquier momento; sus entrevistas, plantillas y archivos generados lo acompañan.',
          'Eliminar un documento es definitivo: se borran su entrevista, sus plantillas y sus archivos, y se libera un cupo de tu plan. Si lo vas a necesitar como referencia, descarga antes los archivos que quieras conservar.',
          'Las plantillas de Word que subes y los archivos que generas ocupan el almacenamiento de tu plan, que puedes consultar en la pestaña Subscripción.',
        ],
      },
    ],
  },
  {
    slug: 'blocks',
    menuLabel: 'Bloques y preguntas',
    title: 'Bloques y preguntas',
    summary:
      'Las entrevistas se construyen con tres bloques: páginas, preguntas y elementos. Esta guía explica cada tipo de pregunta y cómo configurarla para recibir respuestas completas y correctas.',
    sections: [
      {
        heading: 'Páginas, preguntas y elementos',
        paragraphs: [
          'Una entrevista se divide en páginas, y tu cliente las recorre una tras otra. Cada página contiene preguntas, y algunas preguntas contienen elementos: las opciones de una pregunta de selección o las subpreguntas de un grupo o de una lista repetible.',
          'Arrastra páginas, preguntas y elementos para cambiar su orden. Cada pregunta nueva aparece con el texto «Ingresa aquí tu pregunta»: reemplázalo por la pregunta que verá tu cliente, escrita como se la harías en persona.',
        ],
      },
      {
        heading: 'Tipos de pregunta',
        paragraphs: ['Elige el tipo que mejor describa la respuesta que esperas:'],
        list: {
          ordered: false,
          items: [
            'Texto corto: nombres, direcciones, números de partida o de predio.',
            'Texto largo: descripciones, antecedentes o linderos.',
            'Número: cantidades, plazos en meses, porcentajes.',
            'Moneda: montos con hasta dos decimales; usa dólares (USD) salvo que indiques otro código de moneda.',
            'Fecha: se elige en un calendario y llega a la plantilla como «21 de noviembre de 2026».',
            'Correo electrónico y Teléfono: se validan al escribirlos.',
            'Número de identificación: cédula, RUC o pasaporte, con comprobación del dígito verificador ecuatoriano.',
            'Opción única, Lista desplegable y Opción múltiple: el cliente elige entre las opciones que definas.',
            'Sí / No: una decisión simple, ideal para mostrar u ocultar otras preguntas y cláusulas.',
            'Grupo: varias subpreguntas que se responden una vez, como los datos de un inmueble.',
            'Lista repetible: subpreguntas que se responden una vez por cada elemento, como los herederos o los accionistas.',
          ],
        },
      },
      {
        heading: 'El nombre de variable',
        paragraphs: [
          'Cada pregunta tiene un nombre de variable, que es el que usas en las plantillas y en las condiciones: si la variable se llama nombre_arrendatario, en la plantilla escribes {nombre_arrendatario}.',
          'Usa letras sin tilde, dígitos y guiones bajos, empieza por una letra y no pases de 64 caracteres. Cada pregunta necesita un nombre propio dentro del documento.',
          'Elige nombres que se entiendan solos, como fecha_firma o canon_mensual en lugar de dato1. Si cambias un nombre que ya usas en una plantilla, actualiza también el marcador en la plantilla.',
        ],
      },
      {
        heading: 'Respuestas obligatorias y validaciones',
        paragraphs: [
          'Marca como obligatoria toda pregunta sin la cual el documento quedaría incompleto. Una pregunta obligatoria que está oculta por una condición no se exige.',
          'Según el tipo de pregunta puedes agregar validaciones, y tu cliente verá un mensaje claro en español si su respuesta no las cumple:',
        ],
        list: {
          ordered: false,
          items: [
            'Textos: longitud mínima y máxima.',
            'Texto corto: un patrón (expresión regular) con el mensaje que verá el cliente si no coincide.',
            'Número y Moneda: valor mínimo y máximo.',
            'Fecha: fecha mínima y máxima.',
            'Opción múltiple y Lista repetible: cantidad mínima y máxima de respuestas o de elementos.',
            'Número de identificación: qué documento aceptas (cédula, RUC, pasaporte o cualquiera de ellos).',
          ],
        },
        note: 'Por seguridad, Minuta no admite patrones que puedan tardar demasiado en comprobarse, como (a+)+, ni referencias hacia atrás o búsquedas anticipadas. El revisor de la entrevista te avisa si tu patrón tiene alguna de estas formas.',
      },
      {
        heading: 'Opciones, grupos y listas repetibles',
        paragraphs: [
          'En las preguntas de selección, escribe cada opción tal como quieres que aparezca en el documento, sin repetirlas. Una opción también puede tener su propia condición, para ofrecerla solo cuando tenga sentido.',
          'Un grupo reúne subpreguntas que se responden una sola vez. Una lista repetible permite que tu cliente agregue tantos elementos como necesite, y puede contener otras listas: por ejemplo, los herederos y, dentro de cada heredero, sus hijos. Puedes anidar hasta cuatro niveles.',
          'Dentro de una lista, una condición puede usar las respuestas del mismo elemento: la pregunta «Representante legal» puede aparecer solo para el heredero que es menor de edad. Fuera de la lista, una condición solo puede comprobar si la lista está vacía o no.',
        ],
      },
    ],
  },
  {
    slug: 'templates',
    menuLabel: 'Plantillas',
    title: 'Plantillas',
    summary:
      'La plantilla es el texto de tu documento con marcadores donde van las respuestas de la entrevista. Puedes redactarla en el editor de Minuta o subir tu propio archivo de Word.',
    sections: [
      {
        heading: 'Tres formas de preparar una plantilla',
        paragraphs: [
          'En el editor de Minuta redactas el texto directamente en la aplicación, con títulos, negritas, cursivas y listas, e insertas variables con el botón «Insertar variable», que muestra las variables de tu entrevista.',
          'Si tu modelo ya existe en Word, sube el archivo .docx con los marcadores escritos en el texto. Conserva su formato: márgenes, fuentes, numeración, encabezados y pies de página.',
          'Con el complemento de Word o el de Google Docs marcas las variables directamente en tu procesador de textos: seleccionas el texto, eliges la variable y el complemento escribe el marcador por ti. Al guardar, la plantilla queda en tu documento de Minuta.',
        ],
      },
      {
        heading: 'Marcadores de variables',
        paragraphs: [
          'Un marcador es el nombre de la variable entre llaves: {nombre_comprador}. Escríbelo exactamente igual que en la entrevista, respetando mayúsculas, minúsculas y guiones bajos.',
          'Sin un formato especial, cada respuesta aparece como se lee en español: una fecha como «21 de noviembre de 2026», un monto como «$1.234,50», una opción con su texto, un Sí / No como «Sí» o «No», y una opción múltiple como «Juan, María y Pedro».',
          'Si una pregunta no tiene respuesta, porque era opcional o porque una condición la ocultó, su marcador queda vacío en el documento.',
        ],
      },
      {
        heading: 'Cláusulas condicionales',
        paragraphs: [
          'Encierra una cláusula entre {#variable} y {/variable} para incluirla solo en algunos casos: aparece cuando la respuesta es «Sí» o cuando la pregunta tiene respuesta, y desaparece cuando es «No», cuando está vacía o cuando la pregunta no se mostró.',
          'Ejemplo: {#tiene_garantia}El ARRENDATARIO entrega en este acto la suma de {monto_garantia} en calidad de garantía.{/tiene_garantia}',
          'Para una cláusula que depende de una opción concreta, relaciónala con una pregunta que solo aparece en ese caso. Si la página «Datos del crédito» solo se muestra cuando la forma de pago es «Crédito hipotecario», encierra la cláusula del crédito entre {#entidad_financiera} y {/entidad_financiera}.',
        ],
      },
      {
        heading: 'Listas y tablas',
        paragraphs: [
          'Para una lista repetible, escribe el texto que se repite entre {#nombre_de_la_lista} y {/nombre_de_la_lista}, y dentro usa los nombres de las subpreguntas: {#herederos}{nombres}, con cédula {cedula}{/herederos}. Las listas dentro de listas funcionan igual: {#hijos}…{/hijos} dentro del bloque de herederos.',
          'Si el marcador de apertura y el de cierre están en la misma fila de una tabla, Minuta repite la fila completa por cada elemento. Si cada marcador ocupa un párrafo propio, esos párrafos no aparecen en el documento final y se repite solo el contenido que está entre ellos.',
        ],
      },
      {
        heading: 'Formatos',
        paragraphs: [
          'Para presentar una respuesta de otra manera, agrega un formato después de una barra vertical: {precio | en_letras}. En el editor y en los complementos puedes elegir el formato de una lista en lugar de escribirlo: haz clic en la variable (o selecciónala con las flechas y pulsa Intro).',
          'La unidad de una pregunta numérica («meses», «m²», «%») se muestra junto al campo y en la revisión de respuestas, pero nunca se escribe en el documento, en ningún formato: escríbela tú en el texto, donde y como la necesites. Por ejemplo, {plazo | en_letras} ({plazo}) meses se lee «veinticuatro (24) meses».',
        ],
        list: {
          ordered: false,
          items: [
            'mayusculas: «JUAN PÉREZ».',
            'fecha_larga: «21 de noviembre de 2026».',
            'fecha_notarial: «a los veintiún días del mes de noviembre de dos mil veintiséis».',
            'numero: «1.234,5».',
            'moneda: «$1.234,50».',
            'en_letras: «MIL DOSCIENTOS TREINTA Y CUATRO CON 50/100 DÓLARES DE LOS ESTADOS UNIDOS DE AMÉRICA».',
            'lista: une varias respuestas como «Juan, María y Pedro», o «Pedro e Inés» cuando corresponde.',
            'ordinal: escribe un número como ordinal, por ejemplo 3 como «tercero».',
          ],
        },
      },
      {
        heading: 'Antes de subir un archivo de Word',
        paragraphs: ['Unos pocos cuidados evitan sorpresas al generar:'],
        list: {
          ordered: false,
          items: [
            'Guarda el archivo como .docx. Los archivos .doc antiguos y los que tienen macros (.docm) deben guardarse antes como .docx desde Word.',
            'Acepta o rechaza todos los cambios del control de cambios antes de subirlo.',
            'Escribe las llaves normales { y }, y cierra cada bloque con el mismo nombre con el que lo abriste.',
            'Genera un documento de prueba con respuestas reales y léelo completo antes de usar la plantilla con clientes.',
          ],
        },
      },
    ],
  },
  {
    slug: 'interview',
    menuLabel: 'Entrevistas',
    title: 'Entrevistas',
    summary:
      'Cómo lograr que cada cliente vea solo las preguntas que le corresponden, revisar la entrevista antes de publicarla y compartirla mediante un enlace o en el sitio web de tu estudio.',
    sections: [
      {
        heading: 'Condiciones',
        paragraphs: [
          'Una página, una pregunta o una opción puede tener una condición: solo se muestra cuando la condición se cumple. Activa la condición y define una regla con tres partes: la variable de una pregunta anterior, una comparación y, si hace falta, un valor. Por ejemplo: estado_civil igual «Casado».',
          'Las comparaciones disponibles son igual, distinto, mayor que, mayor o igual, menor que, menor o igual, contiene, no contiene, está vacío y no está vacío. Combina varias reglas en grupos «y» (se cumplen todas) u «o» (basta una), y anida grupos cuando lo necesites.',
          'Al comparar textos, Minuta no distingue mayúsculas, tildes ni espacios al inicio o al final: «quito» es igual a «Quito». Cuando una pregunta queda oculta, su respuesta cuenta como vacía en las condiciones siguientes y no se guarda en el documento.',
        ],
      },
      {
        heading: 'El revisor de la entrevista',
        paragraphs: [
          'Mientras construyes, Minuta revisa la entrevista y te señala los problemas en el mismo momento. Pulsa un aviso para ir a la página o pregunta afectada. Estos son algunos de los que detecta:',
        ],
        list: {
          ordered: false,
          items: [
            'Nombres de variable repetidos o no válidos.',
            'Condiciones que usan una pregunta que aparece después.',
            'Preguntas de selección sin opciones.',
            'Condiciones que se cumplen siempre o que no se cumplen nunca.',
            'Páginas que no se mostrarán nunca.',
            'Patrones (expresiones regulares) inseguros.',
          ],
        },
        note: 'Los nombres de variable repetidos o no válidos y los patrones inseguros impiden usar la entrevista hasta que los corrijas. Los demás avisos no la bloquean, pero casi siempre indican un error.',
      },
      {
        heading: 'Compartir un enlace',
        paragraphs: [
          'Con el enlace para compartir, tu cliente responde la entrevista desde cualquier dispositivo, sin crear una cuenta. Al crear el enlace eliges su fecha de vencimiento y si será de un solo uso: en ese caso, deja de funcionar cuando el cliente envía sus respuestas.',
          'Copia el enlace y envíalo por el canal que prefieras, o envíalo por correo desde Minuta; estos correos cuentan dentro del límite mensual de tu plan.',
          'Puedes revocar un enlace en cualquier momento: deja de funcionar de inmediato. Si tu cliente abre un enlace vencido o revocado, Minuta le indica que su autorización ha caducado; crea uno nuevo y envíaselo.',
        ],
      },
      {
        heading: 'Insertar la entrevista en tu sitio web',
        paragraphs: [
          'También puedes publicar la entrevista dentro del sitio web de tu estudio. Copia el código de inserción del documento y pégalo en la página donde quieres que aparezca; si otra persona administra tu sitio, envíale ese código.',
          'La entrevista insertada funciona igual que el enlace: mismas preguntas, mismas condiciones y mismas validaciones, con la imagen de tu sitio alrededor.',
        ],
      },
      {
        heading: 'La experiencia de tu cliente',
        paragraphs: [
          'Tu cliente recorre la entrevista página por página. Si una respuesta no es válida, por ejemplo una cédula con el dígito verificador incorrecto, ve un mensaje claro en español antes de continuar.',
          'Sus respuestas se guardan solas. Puede cerrar la entrevista y retomarla más tarde abriendo el mismo enlace, mientras siga vigente. Al terminar, pulsa enviar; si activaste «Avisarme cuando un cliente envía sus respuestas» en tus preferencias, recibes un correo y el documento queda generado para tu revisión.',
        ],
      },
    ],
  },
  {
    slug: 'contact',
    menuLabel: 'Contacto y soporte',
    title: 'Contacto y soporte',
    summary:
      'Cómo escribirnos cuando tienes una duda, cómo solicitar que automaticemos un documento por ti y qué tipo de ayuda podemos darte.',
    sections: [
      {
        heading: 'Escríbenos',
        paragraphs: [
          'Para preguntas sobre planes, facturación, el plan Premium o el uso de Minuta, abre el menú de contacto de la barra superior y pulsa «Escríbenos», o visita /contacto/nosotros. Completa tu nombre, tu correo electrónico, un asunto y tu mensaje, y pulsa «Enviar mensaje».',
          'Al enviarlo verás un código de referencia. Guárdalo: si nos escribes otra vez sobre el mismo asunto, incluirlo nos ayuda a ubicar tu caso. Te respondemos en un día hábil.',
        ],
      },
      {
        heading: 'Qué incluir en tu mensaje',
        paragraphs: ['Cuanto más concreto sea tu mensaje, más rápido podremos ayudarte:'],
        list: {
          ordered: false,
          items: [
            'El correo de tu cuenta, si escribes desde otra dirección.',
            'El workspace y el nombre del documento afectado.',
            'Qué hiciste, qué esperabas que ocurriera y qué ocurrió.',
            'El texto exacto de cualquier mensaje de error que hayas visto.',
          ],
        },
        note: 'Nunca nos envíes tu contraseña. Nadie del equipo de Minuta te la pedirá.',
      },
      {
        heading: 'Solicita un desarrollo',
        paragraphs: [
          'Si prefieres que nuestro equipo automatice un documento por ti, con su entrevista, su plantilla y las pruebas, abre el menú de contacto y pulsa «Contratar un desarrollador», o visita /contacto/desarrollador.',
          'Elige el tipo de automatización (plantilla sencilla, entrevista con condiciones o varios documentos) y describe el documento: qué es, qué datos cambian de un caso a otro y quién responde la entrevista. Recibes un estimado al instante, y un desarrollador te escribe en un día hábil para afinar los detalles.',
        ],
      },
      {
        heading: 'Lo que no podemos hacer',
        paragraphs: [
          'Minuta es una herramienta tecnológica: no es un estudio jurídico ni presta asesoría legal. Podemos ayudarte a construir una condición o a corregir una plantilla, pero no a decidir qué debe decir una cláusula ni si un documento es válido para un trámite.',
          'Si un cliente de tu estudio nos escribe sobre sus respuestas o sus datos personales, lo remitiremos a tu estudio, que es quien decide sobre esa información. Las solicitudes sobre tus propios datos personales puedes dirigirlas a privacidad@minuta.ec.',
        ],
      },
    ],
  },
];
