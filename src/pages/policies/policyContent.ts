import type { Policy } from '../help/contentTypes';

// The legal texts of /policies/{slug}.
export const policies: Policy[] = [
  {
    slug: 'terms',
    updated: '2026-11-21',
    title: 'Términos y condiciones de uso',
    summary:
      'Las condiciones que rigen el uso de Minuta, la plataforma de automatización de documentos legales, por parte de estudios jurídicos, profesionales del derecho y sus equipos.',
    sections: [
      {
        heading: '1. Quiénes somos y aceptación de estos Términos',
        paragraphs: [
          'Minuta es una plataforma en línea de automatización de documentos legales sin código, prestada por el titular del servicio Minuta, establecido en la República del Ecuador (en adelante, «Minuta» o «nosotros»). Puedes comunicarte con nosotros mediante el formulario «Escríbenos» de la aplicación, disponible en /contacto/nosotros, y, para todo asunto relacionado con datos personales, en privacidad@minuta.ec.',
          'Estos Términos y condiciones de uso (los «Términos») regulan la relación entre Minuta y la persona natural o jurídica que crea una cuenta en la plataforma (el «Cliente» o «tú»). Al marcar la casilla de aceptación durante el registro, o al usar el servicio, declaras que los has leído, comprendido y aceptado. Tu aceptación expresada por medios electrónicos y las comunicaciones que intercambiemos por mensajes de datos tienen plena validez jurídica, de conformidad con la Ley de Comercio Electrónico, Firmas Electrónicas y Mensajes de Datos.',
          'Si aceptas estos Términos en nombre de un estudio jurídico u otra organización, declaras que tienes facultades suficientes para obligarla. Para registrarte debes ser mayor de edad y tener capacidad legal para contratar.',
          'Forman parte de estos Términos la Política de privacidad y las políticas de privacidad del complemento de Microsoft Word y del complemento de Google Docs. Los clientes del plan Premium pueden acordar por escrito condiciones particulares, que prevalecen sobre estos Términos en lo que regulen expresamente.',
        ],
      },
      {
        heading: '2. El servicio',
        paragraphs: [
          'Minuta permite a profesionales del derecho construir entrevistas (páginas, preguntas y condiciones) y plantillas inteligentes (redactadas en la aplicación o cargadas como archivos de Word con marcadores), compartir las entrevistas con sus clientes mediante un enlace o insertarlas en su sitio web, y generar documentos en formato DOCX o PDF a partir de las respuestas.',
          'Para usar Minuta necesitas una conexión a internet, un navegador web actualizado y una dirección de correo electrónico; para abrir los documentos generados, un procesador de textos compatible con archivos DOCX o un lector de PDF; y, para los complementos, Microsoft Word o una cuenta de Google con acceso a Google Docs. Te informamos de estos requisitos antes de que aceptes recibir registros electrónicos y mensajes de datos, como exige la Ley de Comercio Electrónico, Firmas Electrónicas y Mensajes de Datos.',
          'Podemos mejorar, modificar o retirar funciones del servicio. Durante un período ya pagado no reduciremos de forma sustancial las funciones esenciales de tu plan; si un cambio te afecta de ese modo, podrás terminar el contrato y recibir el reembolso proporcional del período no utilizado.',
          'En estos Términos, las siguientes expresiones tienen el significado que se indica:',
        ],
        list: {
          ordered: false,
          items: [
            'Cuenta creadora: la cuenta del Cliente, titular de sus workspaces, documentos, entrevistas y plantillas.',
            'Cuenta de operador: el acceso que la cuenta creadora otorga a una persona de su equipo para trabajar dentro de su cuenta.',
            'Invitado: la persona, normalmente cliente del Cliente, que responde una entrevista mediante un enlace o una entrevista insertada, sin crear una cuenta.',
            'Contenido del Cliente: las entrevistas, plantillas, archivos, respuestas y documentos generados que se cargan o producen en la cuenta del Cliente.',
          ],
        },
      },
      {
        heading: '3. Minuta no presta asesoría legal',
        paragraphs: [
          'Minuta es una herramienta tecnológica. No es un estudio jurídico, no presta asesoría legal ni patrocina causas. Ningún contenido de la plataforma, de sus guías y tutoriales o de las respuestas de nuestro equipo de soporte constituye consejo jurídico ni crea una relación entre abogado y cliente.',
          'El Cliente es el único responsable del contenido jurídico de sus plantillas y entrevistas, de la idoneidad de cada documento para el caso concreto y del cumplimiento de los requisitos legales, notariales o registrales aplicables. Los formatos automáticos, como las fechas notariales o los montos en letras, facilitan la redacción, pero no sustituyen la revisión profesional: todo documento generado debe ser revisado por un abogado antes de entregarse, firmarse o presentarse.',
          'Cuando nuestro equipo desarrolla una automatización por encargo, lo hace a partir del modelo y de las instrucciones del Cliente, sin revisar ni validar su contenido jurídico.',
        ],
      },
      {
        heading: '4. Cuentas, operadores y seguridad',
        paragraphs: [
          'Debes registrarte con datos verdaderos, mantenerlos actualizados y confirmar tu correo electrónico antes del primer ingreso. Cada cuenta y cada cuenta de operador corresponden a una sola persona; no está permitido compartir credenciales. Por seguridad, cada usuario puede mantener una sola sesión activa a la vez.',
          'Eres responsable de custodiar tu contraseña y de toda actividad realizada con tu cuenta y con las cuentas de operador que crees. La cuenta creadora decide quién accede como operador, responde por los actos de sus operadores dentro de la plataforma y debe desactivar sin demora los accesos que ya no correspondan.',
          'Los invitados acceden únicamente a la entrevista compartida, mediante un enlace que el Cliente puede limitar en el tiempo, configurar como de un solo uso y revocar. El Cliente es responsable de enviar cada enlace a la persona correcta.',
          'Si sospechas un acceso no autorizado, cambia tu contraseña, cierra todas las sesiones desde la pestaña Seguridad de tu cuenta y avísanos de inmediato mediante el formulario «Escríbenos».',
        ],
      },
      {
        heading: '5. Planes y límites',
        paragraphs: [
          'Ofrecemos los planes Explorador, Inicial, Corporativo y Premium. Sus precios y límites vigentes se publican en la sección de precios del sitio y en la pestaña Subscripción de tu cuenta. A la fecha de estos Términos son los siguientes:',
        ],
        list: {
          ordered: false,
          items: [
            'Explorador: gratuito, pensado para conocer la plataforma, con límites de uso reducidos.',
            'Inicial: USD 25 mensuales; 10 documentos, 1 cuenta de operador, hasta 500 correos al mes y 250 GB de almacenamiento.',
            'Corporativo: USD 78 mensuales; 30 documentos, 3 cuentas de operador, hasta 2.500 correos al mes y 500 GB de almacenamiento.',
            'Premium: precio según cotización; documentos ilimitados, 10 cuentas de operador, hasta 5.000 correos al mes y 1 TB de almacenamiento.',
            'Todos los planes incluyen sandbox ilimitado, URL para compartir, complemento de Word y complemento de Google Docs.',
          ],
        },
        note: 'Al alcanzar un límite de tu plan no podrás, según el caso, crear nuevos documentos, activar nuevas cuentas de operador, subir más archivos o enviar más correos desde la plataforma, hasta que cambies de plan, liberes espacio o, en el caso de los correos, comience el mes siguiente. Tu contenido existente no se ve afectado.',
      },
      {
        heading: '6. Pagos, renovación y cancelación',
        paragraphs: [
          'Los planes de pago se contratan por períodos mensuales y se pagan por adelantado con tarjeta de crédito o de débito. Los pagos son procesados por un proveedor de pagos certificado conforme al estándar de seguridad de la industria de tarjetas de pago (PCI DSS). Minuta nunca recibe ni almacena el número completo de tu tarjeta ni su código de seguridad: solo conserva el identificador (token) que emite el proveedor y datos parciales, como la marca y los últimos cuatro dígitos, para mostrarte qué tarjeta tienes registrada.',
          'Los precios se expresan en dólares de los Estados Unidos de América. Antes de confirmar el pago te mostramos el valor total a cobrar, con los impuestos aplicables. Por cada pago emitimos el comprobante electrónico que exige la normativa tributaria, con los datos de facturación que nos proporciones.',
          'La suscripción se renueva automáticamente al final de cada período mensual y se cobra a la tarjeta registrada, salvo que la canceles antes desde la pestaña Subscripción. La cancelación surte efecto al terminar el período ya pagado, durante el cual conservas las funciones de tu plan; después, la cuenta pasa al plan Explorador. No hacemos reembolsos por períodos utilizados parcialmente, salvo en los casos previstos en estos Términos o en la ley.',
          'Si un cobro es rechazado, te avisaremos para que actualices tu método de pago. Mientras no se regularice, podrás seguir ingresando y descargando tu contenido, pero las funciones que excedan el plan Explorador podrán suspenderse. Ni el cambio de plan ni la falta de pago eliminan tu contenido.',
          'Podemos modificar los precios de los planes. Te avisaremos por correo electrónico con al menos treinta (30) días de anticipación; el nuevo precio se aplicará desde la primera renovación posterior a ese plazo, y podrás cancelar antes sin costo alguno.',
        ],
        note: 'Si tienes la calidad de consumidor conforme a la Ley Orgánica de Defensa del Consumidor, conservas todos los derechos que esa ley te reconoce, incluido el derecho de devolución en los casos y plazos en que proceda.',
      },
      {
        heading: '7. Códigos de donación',
        paragraphs: [
          'Minuta puede entregar, a su discreción, códigos de donación que otorgan acceso a un plan durante un período determinado. Cada código está sujeto a las condiciones que se comunican al entregarlo.',
          'Los códigos son personales e intransferibles, no tienen valor monetario, no son canjeables por dinero y no pueden venderse. Pueden vencer en la fecha indicada, y Minuta puede dejarlos sin efecto si se usan en contra de sus condiciones o de estos Términos; en ese caso, al ingresar el código verás un aviso de que no es válido.',
          'Al terminar el período del código, la cuenta pasa al plan Explorador, salvo que contrates un plan de pago. Tu contenido se conserva.',
        ],
      },
      {
        heading: '8. Uso aceptable',
        paragraphs: [
          'Te comprometes a usar Minuta de forma lícita, conforme a estos Términos y a las normas de ética profesional que te sean aplicables. En particular, no puedes:',
        ],
        list: {
          ordered: false,
          items: [
            'Generar documentos falsos o adulterados, suplantar a otra persona o usar la plataforma para cometer fraude o cualquier otra infracción.',
            'Recopilar datos personales mediante entrevistas sin una base de legitimación adecuada o sin informar a sus titulares, como exige la Ley Orgánica de Protección de Datos Personales.',
            'Cargar contenido que infrinja derechos de propiedad intelectual, el secreto profesional o derechos de terceros, o que contenga programas maliciosos o macros.',
            'Intentar acceder a cuentas, datos o sistemas ajenos, eludir los límites del plan o las medidas de seguridad, o probar la vulnerabilidad de la plataforma sin nuestra autorización escrita.',
            'Someter el servicio a cargas excesivas, extraer datos de forma automatizada o interferir en su funcionamiento.',
            'Copiar, descompilar o aplicar ingeniería inversa al software, salvo en la medida en que la ley lo permita expresamente.',
            'Revender, sublicenciar o poner el servicio a disposición de terceros ajenos a tu organización, salvo a tus invitados mediante las funciones previstas para ello.',
            'Compartir credenciales entre varias personas o crear varias cuentas para eludir los límites de tu plan.',
          ],
        },
        note: 'Si detectamos un uso contrario a esta sección, podemos suspender el acceso afectado en la medida necesaria para proteger el servicio, a otros clientes o a terceros. Te comunicaremos la suspensión y sus razones, salvo que la ley lo impida.',
      },
      {
        heading: '9. Tu contenido y la propiedad intelectual',
        paragraphs: [
          'El Contenido del Cliente te pertenece a ti o a tu estudio. Minuta no adquiere ningún derecho de propiedad sobre tus plantillas, entrevistas, respuestas ni documentos generados. Las automatizaciones que nuestro equipo desarrolla por encargo y que el Cliente paga se entregan en su cuenta y le pertenecen en los mismos términos.',
          'Nos otorgas únicamente una autorización no exclusiva, gratuita y limitada a la vigencia del contrato para alojar, copiar, procesar, convertir y mostrar el Contenido del Cliente en la medida necesaria para prestarte el servicio, darte soporte cuando lo solicites y cumplir la ley. No usamos tu contenido para otros fines, no lo publicamos y no lo usamos para entrenar modelos de inteligencia artificial.',
          'Declaras que tienes los derechos necesarios sobre el contenido que cargas, incluidos los modelos de documentos que provengan de terceros.',
          'El software, el diseño, la marca Minuta, las guías y los demás elementos de la plataforma pertenecen al titular del servicio Minuta o a sus licenciantes y están protegidos por el Código Orgánico de la Economía Social de los Conocimientos, Creatividad e Innovación y las demás normas aplicables. Estos Términos te conceden un derecho de uso no exclusivo e intransferible mientras tu cuenta esté vigente, sin transferirte ningún otro derecho.',
          'Si nos envías sugerencias sobre el servicio, podemos aprovecharlas para mejorarlo sin obligación de compensación.',
        ],
      },
      {
        heading: '10. Datos personales de tus clientes: encargo del tratamiento',
        paragraphs: [
          'Respecto de los datos personales que tú, tus operadores o tus invitados ingresan en la plataforma, en particular las respuestas de las entrevistas y el contenido de los documentos, tu estudio es el responsable del tratamiento y Minuta actúa como encargado del tratamiento, en los términos de la Ley Orgánica de Protección de Datos Personales. Esta sección constituye el acuerdo de encargo entre ambos.',
          'Como responsable, te corresponde contar con una base de legitimación para cada tratamiento, informar a tus clientes, atender el ejercicio de sus derechos y decidir qué datos se recogen y durante cuánto tiempo se conservan, incluidos los datos sensibles y los de niñas, niños y adolescentes que consten en tus documentos.',
          'Como encargado, Minuta se compromete a:',
        ],
        list: {
          ordered: false,
          items: [
            'Tratar los datos únicamente para prestar el servicio y según tus instrucciones, que se expresan mediante la configuración y el uso que haces de la plataforma.',
            'Garantizar que el personal con acceso a los datos esté sujeto a un deber de confidencialidad.',
            'Aplicar las medidas de seguridad técnicas y organizativas descritas en la Política de privacidad.',
            'Recurrir a subencargados, como los proveedores de alojamiento o de envío de correos, solo con garantías equivalentes a las de esta sección, y mantener a tu disposición su lista actualizada.',
            'Asistirte, en la medida de lo posible, para atender las solicitudes de los titulares, y remitirte sin demora las que recibamos directamente.',
            'Notificarte sin dilación indebida cualquier vulneración de seguridad que afecte a tus datos, con la información disponible para que cumplas tus propias obligaciones.',
            'Permitirte exportar tus datos al terminar el contrato y suprimirlos después, salvo que la ley exija conservarlos.',
            'Poner a tu disposición la información necesaria para demostrar el cumplimiento de estas obligaciones.',
          ],
        },
      },
      {
        heading: '11. Disponibilidad y soporte',
        paragraphs: [
          'Trabajamos para que Minuta esté disponible de forma continua, pero no garantizamos un servicio ininterrumpido ni libre de errores. Pueden producirse interrupciones por mantenimiento, actualizaciones, fallas de los proveedores de infraestructura o de telecomunicaciones, o por fuerza mayor o caso fortuito.',
          'En lo posible, programamos los mantenimientos en horarios de menor uso y anunciamos con anticipación los que prevean una interrupción prolongada.',
          'El soporte se presta mediante el formulario «Escríbenos», y procuramos responder en un día hábil. El plan Premium puede incluir condiciones de disponibilidad y soporte acordadas por escrito.',
          'Te recomendamos conservar copias de los documentos que generes y de las plantillas que subas.',
        ],
      },
      {
        heading: '12. Limitación de responsabilidad',
        paragraphs: [
          'Minuta responde por la prestación diligente del servicio conforme a estos Términos. No responde por el contenido jurídico de las plantillas, entrevistas y documentos del Cliente, por las decisiones que se tomen con base en ellos, por los datos que ingresen el Cliente, sus operadores o sus invitados, ni por el uso que terceros den a los enlaces que el Cliente comparte.',
          'En la máxima medida permitida por la ley, Minuta no será responsable por lucro cesante, pérdida de oportunidades, daño a la reputación ni otros daños indirectos. La responsabilidad total de Minuta por cualquier reclamación relacionada con el servicio se limita al monto que el Cliente haya pagado por él durante los doce (12) meses anteriores al hecho que la origina.',
          'Estas limitaciones no se aplican en caso de dolo o culpa grave ni a la responsabilidad que la ley no permite limitar, y no afectan los derechos irrenunciables que la Ley Orgánica de Defensa del Consumidor reconoce a quienes tengan la calidad de consumidores.',
          'El Cliente mantendrá indemne a Minuta frente a las reclamaciones de terceros que deriven del contenido que cargue o del uso del servicio en contra de estos Términos o de la ley, incluidas las de sus propios clientes relativas al tratamiento de datos personales bajo su responsabilidad.',
        ],
      },
      {
        heading: '13. Suspensión, terminación, exportación y eliminación de datos',
        paragraphs: [
          'Puedes dejar de usar Minuta en cualquier momento: cancela tu suscripción en la pestaña Subscripción y, si lo deseas, desactiva tu cuenta desde la pestaña Seguridad. La desactivación es reversible y no elimina tu contenido; puedes reactivar la cuenta desde /reactivar-cuenta.',
          'Puedes descargar en cualquier momento todos los datos de tu estudio desde la pestaña Seguridad («Descargar los datos de la cuenta»): un archivo ZIP con tus entrevistas, plantillas, respuestas de tus clientes, documentos generados, imágenes, usuarios, pagos y registro de actividad, en formato JSON y en sus archivos originales.',
          'Si quieres que eliminemos definitivamente tu cuenta y su contenido, hazlo desde la pestaña Seguridad («Eliminar la cuenta»), confirmando con tu contraseña y, si la usas, con la verificación en dos pasos. La cuenta se desactiva en ese momento y se elimina definitivamente a los siete (7) días; hasta entonces puedes reactivarla desde /reactivar-cuenta sin perder nada. También puedes solicitarlo mediante el formulario «Escríbenos» o en privacidad@minuta.ec.',
          'Podemos suspender o terminar tu cuenta si incumples gravemente estos Términos, si no regularizas un pago pendiente después de nuestro aviso o si lo ordena una autoridad competente. Salvo urgencia o impedimento legal, te avisaremos con al menos quince (15) días de anticipación, indicando el motivo, para que puedas subsanarlo o exportar tu contenido.',
          'Cuando el contrato termina, conservamos tu contenido durante treinta (30) días para que puedas exportarlo. Vencido ese plazo, lo eliminamos de nuestros sistemas activos dentro de los treinta (30) días siguientes, y de las copias de seguridad en su ciclo ordinario de rotación, que no supera los noventa (90) días, salvo la información que la ley nos obligue a conservar.',
          'Las secciones sobre el contenido y la propiedad intelectual, la limitación de responsabilidad, la ley aplicable y la solución de controversias subsisten después de la terminación.',
        ],
      },
      {
        heading: '14. Cambios, comunicaciones, ley aplicable y controversias',
        paragraphs: [
          'Podemos modificar estos Términos para reflejar cambios del servicio o de la ley. Publicaremos la nueva versión con su fecha de actualización y, si los cambios son sustanciales, te avisaremos por correo electrónico o dentro de la aplicación con al menos treinta (30) días de anticipación. Si no estás de acuerdo, puedes cancelar tu suscripción antes de que entren en vigor; si sigues usando el servicio después de esa fecha, se entenderá que los aceptas.',
          'Las comunicaciones relativas a este contrato se harán por correo electrónico a la dirección registrada en tu cuenta o dentro de la aplicación, y tienen plena validez como mensajes de datos.',
          'Estos Términos se rigen por las leyes de la República del Ecuador. Las partes procurarán resolver toda controversia mediante diálogo directo; de no alcanzar un acuerdo, podrán someterla a mediación en el Centro de Mediación de la Procuraduría General del Estado, conforme a la Ley de Arbitraje y Mediación. Si la mediación no prospera, la controversia se someterá a los jueces competentes del Distrito Metropolitano de Quito, por la vía que corresponda según el Código Orgánico General de Procesos.',
          'Lo anterior no impide que quien tenga la calidad de consumidor ejerza las acciones y los reclamos que le reconoce la Ley Orgánica de Defensa del Consumidor, incluidos los reclamos ante la Defensoría del Pueblo.',
          'Si alguna disposición de estos Términos se declara inválida, las demás conservan su validez.',
        ],
      },
    ],
  },
  {
    slug: 'privacy',
    updated: '2026-11-25',
    title: 'Política de privacidad',
    summary:
      'Cómo trata Minuta los datos personales de quienes visitan su sitio, usan la plataforma o se comunican con nosotros, y cómo puedes ejercer tus derechos conforme a la Ley Orgánica de Protección de Datos Personales.',
    sections: [
      {
        heading: '1. Quién es responsable de tus datos',
        paragraphs: [
          'El titular del servicio Minuta, establecido en la República del Ecuador, es el responsable del tratamiento de los datos personales descritos en esta política. Para cualquier asunto relacionado con tus datos, puedes escribirnos a privacidad@minuta.ec o usar el formulario «Escríbenos» de la aplicación, disponible en /contacto/nosotros.',
          'Esta política explica qué datos tratamos, para qué, con qué base legal, con quién los compartimos, durante cuánto tiempo los conservamos y cómo puedes ejercer tus derechos, de conformidad con la Ley Orgánica de Protección de Datos Personales, publicada en el Registro Oficial Suplemento 459 de 26 de mayo de 2021 (la «LOPDP»), y su Reglamento General.',
        ],
      },
      {
        heading: '2. Cuándo somos responsables y cuándo encargados',
        paragraphs: [
          'Somos responsables del tratamiento de los datos de quienes visitan nuestro sitio, de los titulares de cuentas creadoras, de los operadores en lo relativo a su propia cuenta y de quienes nos escriben mediante los formularios de contacto.',
          'En cambio, los datos personales que los estudios jurídicos y sus equipos ingresan en la plataforma, o que sus clientes proporcionan al responder una entrevista como invitados, pertenecen al ámbito del estudio: el estudio es el responsable del tratamiento y Minuta actúa como encargado, tratándolos solo por cuenta del estudio y según sus instrucciones, conforme a los Términos y condiciones de uso.',
          'Si respondiste una entrevista enviada por un estudio jurídico, es el estudio quien decide sobre tus datos y ante quien debes ejercer tus derechos. Si nos escribes, remitiremos tu solicitud al estudio y lo asistiremos para que te responda.',
        ],
      },
      {
        heading: '3. Datos que tratamos',
        paragraphs: ['Según tu relación con Minuta, tratamos las siguientes categorías de datos:'],
        list: {
          ordered: false,
          items: [
            'Identificación y contacto: nombres, apellidos, correo electrónico, teléfono (opcional) y foto de perfil de los titulares de cuentas y de los operadores.',
            'Acceso: la contraseña, que guardamos únicamente como un resumen criptográfico irreversible, y los identificadores de tus sesiones.',
            'Suscripción y facturación: el plan contratado, el historial de pagos, los datos para el comprobante de venta (nombre o razón social, número de identificación y dirección) y, de la tarjeta, solo el identificador (token) que entrega el proveedor de pagos y datos parciales como la marca y los últimos cuatro dígitos.',
            'Datos técnicos y de seguridad: dirección IP, tipo de navegador y de sistema operativo, fecha y hora de los inicios de sesión y registros de las acciones relevantes de la cuenta, como los cambios de contraseña o la desactivación de operadores. Durante el pago, tu dirección IP se consulta en un servicio de geolocalización aproximada para prevenir fraudes.',
            'Preferencias: las opciones de aviso por correo que eliges y los ajustes de visualización, que se guardan en tu navegador.',
            'Comunicaciones: los mensajes y las solicitudes de desarrollo que nos envías por los formularios de contacto (nombre, correo, teléfono opcional, asunto y contenido).',
            'Uso del sitio: solo si aceptas las cookies de analítica, información estadística sobre las páginas visitadas.',
            'Contenido del Cliente: entrevistas, plantillas, archivos, respuestas de los invitados y documentos generados, que tratamos como encargados por cuenta del estudio.',
          ],
        },
        note: 'Nunca almacenamos el número completo de tu tarjeta ni su código de seguridad. No solicitamos datos sensibles para crear ni administrar tu cuenta; si los documentos de un estudio contienen datos sensibles, el estudio decide su tratamiento como responsable y Minuta les aplica las mismas medidas de seguridad que al resto del contenido.',
      },
      {
        heading: '4. Finalidades y bases de legitimación',
        paragraphs: [
          'Tratamos tus datos solo para las finalidades siguientes, cada una con su base de legitimación conforme al artículo 7 de la LOPDP:',
        ],
        list: {
          ordered: false,
          items: [
            'Crear y administrar tu cuenta, autenticarte, prestar el servicio contratado y darte soporte: ejecución del contrato que aceptas al registrarte.',
            'Enviar los correos necesarios para el servicio, como la confirmación del correo, el restablecimiento de la contraseña, las invitaciones a operadores y los avisos que actives en tus preferencias: ejecución del contrato.',
            'Cobrar las suscripciones, emitir comprobantes electrónicos y llevar la contabilidad: ejecución del contrato y cumplimiento de obligaciones legales tributarias.',
            'Proteger la plataforma, prevenir fraudes y accesos indebidos e investigar incidentes de seguridad: interés legítimo en mantener un servicio seguro y cumplimiento del deber de seguridad que impone la LOPDP.',
            'Responder los mensajes y las solicitudes de desarrollo que nos envías, incluido el cálculo de un estimado: aplicación de medidas precontractuales a tu pedido.',
            'Enviarte «Novedades y consejos de Minuta»: tu consentimiento, que otorgas al activar esa preferencia y puedes retirar en cualquier momento desactivándola.',
            'Medir el uso del sitio con herramientas de analítica: tu consentimiento, otorgado mediante el aviso de cookies.',
            'Mejorar el servicio mediante estadísticas agregadas de uso que no identifican a nadie: interés legítimo.',
            'Atender requerimientos de autoridades competentes y cumplir órdenes judiciales: cumplimiento de una obligación legal o de una orden judicial.',
          ],
        },
        note: 'No vendemos tus datos personales, no los usamos para publicidad de terceros ni elaboramos perfiles con fines comerciales.',
      },
      {
        heading: '5. Con quién compartimos tus datos',
        paragraphs: [
          'Compartimos datos personales únicamente con los siguientes destinatarios y en la medida necesaria para cada finalidad:',
        ],
        list: {
          ordered: false,
          items: [
            'Proveedores de infraestructura en la nube que alojan la plataforma, sus bases de datos y sus archivos.',
            'Proveedores de envío de correo electrónico, para los correos del servicio.',
            'El proveedor de pagos, que procesa los cobros con tarjeta bajo el estándar PCI DSS, y el servicio de geolocalización de direcciones IP que se consulta durante el pago.',
            'Google, como proveedor de Google Analytics, solo si aceptas las cookies de analítica.',
            'Autoridades administrativas o judiciales, cuando una norma o una orden competente nos obligue a hacerlo.',
            'Un eventual adquirente o sucesor del servicio, en caso de fusión, venta o reorganización, que quedará obligado por esta política.',
          ],
        },
        note: 'Nuestros proveedores actúan como encargados o subencargados del tratamiento, o como responsables independientes cuando la ley así lo determine, bajo contratos que les obligan a usar los datos solo para prestar su servicio, a mantener su confidencialidad y a aplicar medidas de seguridad adecuadas. Puedes solicitar la lista actualizada en privacidad@minuta.ec.',
      },
      {
        heading: '6. Transferencias internacionales',
        paragraphs: [
          'Algunos de nuestros proveedores, en particular los de alojamiento en la nube, envío de correo, pagos y analítica, pueden tratar los datos en centros de datos ubicados fuera del Ecuador, por ejemplo en los Estados Unidos de América. Esto constituye una transferencia internacional de datos personales.',
          'Realizamos estas transferencias solo hacia países que la Autoridad de Protección de Datos Personales haya declarado con un nivel adecuado de protección o, en su defecto, con las garantías adecuadas que exigen la LOPDP y su Reglamento General, como cláusulas contractuales que obligan al destinatario a proteger los datos con un nivel equivalente al exigido en el Ecuador.',
          'Puedes solicitar información sobre la ubicación de los datos y sobre las garantías aplicadas escribiendo a privacidad@minuta.ec.',
        ],
      },
      {
        heading: '7. Plazos de conservación',
        paragraphs: [
          'Conservamos los datos solo mientras son necesarios para la finalidad que justificó su recolección, con los siguientes plazos:',
        ],
        list: {
          ordered: false,
          items: [
            'Datos de la cuenta y Contenido del Cliente: mientras la cuenta esté vigente, aun desactivada. Cuando el contrato termina, se conservan treinta (30) días para permitir la exportación y se eliminan en los treinta (30) días siguientes.',
            'Eliminación de la cuenta: cuando el titular la elimina desde la pestaña Seguridad, la cuenta se desactiva en el acto y, pasados siete (7) días en los que puede reactivarla, borramos cada registro y archivo de la cuenta y de sus operadores: entrevistas, plantillas, respuestas de sus clientes, documentos generados, imágenes, usuarios, sesiones, enlaces, correos y datos de pago. Del registro de actividad conservamos solo qué ocurrió y cuándo, sin datos personales. Las solicitudes recibidas por otros medios las atendemos dentro de los quince (15) días que establece la LOPDP.',
            'Copias de seguridad de una cuenta eliminada: las respuestas y los documentos generados se guardan cifrados con una clave propia de cada cuenta, y esa clave se borra con la cuenta; por eso ya no pueden leerse ni siquiera en las copias anteriores, que además se sobrescriben en su ciclo ordinario.',
            'Copias de seguridad: se sobrescriben en su ciclo ordinario de rotación, que no supera los noventa (90) días.',
            'Datos de facturación y pagos: los comprobantes que exige la normativa tributaria y contable, durante el plazo que esta establece, en el sistema de facturación electrónica; en la plataforma se eliminan con la cuenta.',
            'Registros técnicos y de seguridad: doce (12) meses, salvo que se necesiten por más tiempo para investigar un incidente concreto o atender un requerimiento de autoridad.',
            'Mensajes de contacto y solicitudes de desarrollo: dos (2) años desde la última comunicación, o mientras dure la relación comercial a la que den lugar.',
            'Enlaces de entrevista: hasta su vencimiento o revocación. Las respuestas de los invitados se conservan como parte del Contenido del Cliente mientras el estudio mantenga el documento.',
            'Datos de analítica: hasta catorce (14) meses.',
            'Registro de tu consentimiento de cookies: un (1) año, tras el cual el aviso vuelve a mostrarse.',
          ],
        },
        note: 'Cuando un plazo vence, eliminamos los datos o los anonimizamos de forma que ya no permitan identificar a nadie.',
      },
      {
        heading: '8. Medidas de seguridad',
        paragraphs: [
          'Aplicamos medidas técnicas y organizativas adecuadas al riesgo del tratamiento, entre ellas:',
        ],
        list: {
          ordered: false,
          items: [
            'Cifrado mediante TLS de las comunicaciones entre tu navegador, los complementos y nuestros servidores.',
            'Contraseñas almacenadas solo como resumen irreversible con el algoritmo Argon2id; nunca las guardamos en texto legible.',
            'Verificación en dos pasos (códigos de una aplicación de autenticación y códigos de recuperación), obligatoria para los administradores y exigible por cada estudio a sus operadores.',
            'Cifrado en reposo, con AES-256-GCM y una clave propia de cada cuenta, de las respuestas de los clientes, las respuestas de prueba y los documentos generados: una copia de la base de datos o de los archivos por sí sola no revela ninguna respuesta.',
            'Separación de los datos por cuenta: cada consulta se limita a la cuenta de quien la realiza.',
            'Sesiones con vencimiento, una sola sesión activa por usuario, límites de intentos de ingreso y enlaces de un solo uso y de corta duración para confirmar el correo, restablecer la contraseña e invitar operadores.',
            'Enlaces de entrevista con vencimiento, opción de un solo uso y revocación inmediata.',
            'Revisión de los archivos de Word antes de procesarlos, con bloqueo de macros y de contenido vinculado externo.',
            'Registro de las acciones relevantes para la seguridad, copias de seguridad periódicas y acceso del personal limitado a lo necesario, bajo deber de confidencialidad.',
          ],
        },
        note: 'Si se produce una vulneración de seguridad que afecte a datos personales, la notificaremos a la Autoridad de Protección de Datos Personales y, cuando corresponda, a las personas afectadas o al estudio responsable, en los plazos y condiciones que establece la LOPDP.',
      },
      {
        heading: '9. Cookies y almacenamiento local',
        paragraphs: [
          'Usamos cookies propias y el almacenamiento local del navegador para que la plataforma funcione y recuerde tus preferencias. Las cookies de analítica solo se activan si las aceptas en el aviso de cookies.',
        ],
        list: {
          ordered: false,
          items: [
            'Sesión (almacenamiento local): los identificadores que mantienen abierta tu sesión; se eliminan al cerrar sesión o cuando la sesión vence.',
            'Preferencias (almacenamiento local): los ajustes de visualización y el plan que elegiste en la página de precios antes de registrarte.',
            'minuta_cookie_consent (cookie propia): registra que aceptaste el aviso de cookies; dura un año.',
            '_ga y _ga_ seguida de un identificador (cookies de Google Analytics): permiten distinguir visitas con fines estadísticos; solo se instalan si las aceptas y duran hasta dos años.',
          ],
        },
        note: 'Puedes retirar tu consentimiento en cualquier momento borrando las cookies de este sitio desde la configuración de tu navegador: el aviso volverá a mostrarse y la analítica no se cargará mientras no la aceptes de nuevo. Si bloqueas las cookies y el almacenamiento local propios del sitio, no podrás iniciar sesión.',
      },
      {
        heading: '10. Decisiones automatizadas',
        paragraphs: [
          'Minuta no toma decisiones basadas única o parcialmente en valoraciones automatizadas que produzcan efectos jurídicos sobre las personas o que las afecten de forma significativa, ni elabora perfiles.',
          'Las condiciones de una entrevista, que deciden qué preguntas se muestran o qué cláusulas se incluyen en un documento, son reglas que define el estudio jurídico, y el documento resultante debe ser revisado por un abogado. Si consideras que se te ha aplicado una decisión automatizada, puedes ejercer tu derecho a no ser objeto de ella, a pedir la intervención de una persona y a impugnarla.',
        ],
      },
      {
        heading: '11. Niñas, niños y adolescentes',
        paragraphs: [
          'Minuta está dirigida a profesionales. Para crear una cuenta o actuar como operador es necesario ser mayor de edad, y no recolectamos a sabiendas datos de menores de edad con esos fines. Si descubrimos que una cuenta pertenece a un menor, la eliminaremos.',
          'Los documentos de un estudio pueden contener datos de niñas, niños y adolescentes, por ejemplo en una sucesión o en un juicio de alimentos. En esos casos, el estudio, como responsable, debe contar con la base legal que corresponda, incluido, cuando proceda, el consentimiento de sus representantes legales, y debe atender a su interés superior. Minuta trata esos datos como encargado, con las mismas medidas de seguridad.',
        ],
      },
      {
        heading: '12. Tus derechos',
        paragraphs: ['De acuerdo con la LOPDP, tienes derecho a:'],
        list: {
          ordered: false,
          items: [
            'Información: conocer cómo tratamos tus datos, como se explica en esta política.',
            'Acceso: obtener confirmación de si tratamos tus datos y una copia de ellos. El titular de una cuenta obtiene la copia completa de los datos de su estudio por sí mismo, en la pestaña Seguridad.',
            'Rectificación y actualización: corregir datos inexactos o incompletos; muchos de ellos puedes cambiarlos tú mismo en la pestaña Perfil.',
            'Eliminación (artículo 15 de la LOPDP): pedir que suprimamos tus datos cuando ya no sean necesarios, cuando retires tu consentimiento o en los demás casos previstos por la ley. El titular de una cuenta la elimina por sí mismo, con todo su contenido, desde la pestaña Seguridad: se borra definitivamente a los siete (7) días, plazo en el que puede arrepentirse.',
            'Oposición: oponerte a los tratamientos basados en nuestro interés legítimo y a los que tengan fines de mercadotecnia.',
            'Portabilidad (artículo 17 de la LOPDP): recibir los datos que nos proporcionaste en un formato estructurado, de uso común y de lectura mecánica (el archivo ZIP con JSON de «Descargar los datos de la cuenta»), o pedir que los transmitamos a otro responsable cuando sea técnicamente posible.',
            'Suspensión del tratamiento: pedir que suspendamos el tratamiento mientras se verifica la exactitud de tus datos o se resuelve tu oposición, y en los demás casos previstos por la ley.',
            'No ser objeto de decisiones basadas única o parcialmente en valoraciones automatizadas.',
            'Revocar tu consentimiento en cualquier momento, sin efectos retroactivos.',
          ],
        },
      },
      {
        heading: '13. Cómo ejercer tus derechos',
        paragraphs: [
          'Envía tu solicitud a privacidad@minuta.ec o mediante el formulario «Escríbenos», de preferencia desde el correo asociado a tu cuenta. Indica tu nombre, el derecho que quieres ejercer y, si corresponde, los datos a los que se refiere. Solo si no podemos verificar tu identidad por otros medios te pediremos un documento que la acredite, y lo usaremos únicamente con ese fin.',
          'El ejercicio de tus derechos es gratuito. Te responderemos dentro del plazo de quince (15) días que establece la LOPDP y, si tu solicitud no procede, te explicaremos los motivos.',
          'Si no estás conforme con nuestra respuesta o no la recibes a tiempo, puedes presentar un reclamo ante la Autoridad de Protección de Datos Personales, la Superintendencia de Protección de Datos Personales.',
          'Si respondiste una entrevista de un estudio jurídico, dirige tu solicitud al estudio; si nos la envías a nosotros, se la remitiremos sin demora y lo asistiremos para que te responda.',
        ],
      },
      {
        heading: '14. Cambios a esta política',
        paragraphs: [
          'Podemos actualizar esta política para reflejar cambios en el servicio o en la normativa. Publicaremos la nueva versión con su fecha de actualización y, si los cambios son relevantes, te avisaremos por correo electrónico o dentro de la aplicación antes de que entren en vigor.',
          'Si un cambio implica un nuevo tratamiento que requiere tu consentimiento, te lo pediremos antes de realizarlo.',
        ],
      },
    ],
  },
  {
    slug: 'privacy-addin',
    updated: '2026-11-25',
    title: 'Política de privacidad del complemento de Microsoft Word',
    summary:
      'Qué información del documento abierto usa el complemento de Minuta para Microsoft Word, cuándo la envía a Minuta y cómo puedes retirarle el acceso.',
    sections: [
      {
        heading: '1. Alcance de esta política',
        paragraphs: [
          'Esta política describe el tratamiento de datos que realiza el complemento de Minuta para Microsoft Word (el «complemento»), ofrecido por el titular del servicio Minuta, establecido en la República del Ecuador. Complementa la Política de privacidad de Minuta, que se aplica en todo lo que aquí no se regula.',
          'Puedes contactarnos en privacidad@minuta.ec o mediante el formulario «Escríbenos» de la aplicación.',
        ],
      },
      {
        heading: '2. Qué hace el complemento',
        paragraphs: [
          'El complemento te permite convertir un documento de Word en una plantilla de Minuta sin salir de Word: eliges una pregunta de tu entrevista y su formato, y el complemento escribe en el cursor el marcador correspondiente, por ejemplo {nombre_comprador | mayúsculas}; también rodea el texto seleccionado con secciones condicionales o repetidas. Con «Revisar» compruebas la plantilla, con «Subir a Minuta» la guardas en el documento de Minuta que elegiste y con «Probar» generas un ejemplo con respuestas de muestra.',
          'Para usarlo conectas el complemento con tu cuenta: el complemento muestra un código, lo apruebas en Minuta (donde ya tienes tu sesión abierta) y Minuta le entrega un token de integración con permisos limitados: leer tus entrevistas, leer y subir plantillas y generar documentos de prueba. Nunca escribes tu contraseña en el complemento. Funciona en Word para Windows, Mac y la web.',
        ],
      },
      {
        heading: '3. A qué información accede',
        paragraphs: ['El complemento accede solo a lo indispensable para cumplir su función:'],
        list: {
          ordered: false,
          items: [
            'El texto y la estructura del documento que tienes abierto, para que puedas marcar variables y para escribir los marcadores.',
            'Las variables que marcas y el formato que eliges para cada una.',
            'El nombre y el correo de tu cuenta de Minuta, que Minuta le indica al conectarse, para mostrarte con qué cuenta trabaja.',
            'La lista de tus workspaces y documentos y las preguntas de la entrevista que elijas, que el complemento obtiene de tu cuenta de Minuta.',
          ],
        },
        note: 'El complemento no accede a otros documentos, a tus archivos de OneDrive o SharePoint, a tu correo, a tus contactos ni a tu calendario.',
      },
      {
        heading: '4. Permisos que solicita en Word',
        paragraphs: [
          'El complemento funciona con la interfaz de programación de Office (Office.js), que Word carga desde los servidores de Microsoft, y solicita el permiso de lectura y escritura del documento (ReadWriteDocument). Ese permiso se limita al documento abierto en la ventana donde usas el complemento: le permite leer su contenido, seleccionar el pasaje de un problema que encontró «Revisar», escribir los marcadores que tú eliges y obtener una copia .docx del documento.',
          'El complemento solo modifica el documento cuando tú insertas un marcador o una sección, y únicamente en el cursor o alrededor del texto que seleccionaste.',
        ],
      },
      {
        heading: '5. Cuándo se envía información a Minuta',
        paragraphs: [
          'El contenido del documento se envía a Minuta solo cuando tú lo pides: al pulsar «Revisar», el complemento envía una copia .docx del documento, Minuta la comprueba con las mismas reglas que una subida y la descarta sin guardarla; al pulsar «Subir a Minuta», envía la copia .docx, que Minuta guarda como plantilla del documento que elegiste. «Probar» no envía el documento: pide a Minuta generar la plantilla ya subida con respuestas de ejemplo, y el archivo generado queda en tu cuenta como cualquier otro documento generado.',
          'Mientras trabajas, el contenido del documento permanece en tu equipo y en el servicio de Microsoft donde esté almacenado el archivo. Fuera de esos momentos, el complemento solo se comunica con Minuta para conectarse y para obtener la lista de tus workspaces, documentos y preguntas.',
          'Todas las comunicaciones con Minuta viajan cifradas mediante TLS.',
        ],
      },
      {
        heading: '6. Cómo usamos la información',
        paragraphs: [
          'Usamos la información que recibimos del complemento solo para prestarte el servicio: guardar la plantilla en tu cuenta y generar con ella los documentos que solicites. La plantilla forma parte de tu contenido y te pertenece, conforme a los Términos y condiciones de uso.',
          'No usamos esa información para publicidad, no la vendemos, no la compartimos con terceros fuera de los proveedores de infraestructura que alojan Minuta y no la usamos para entrenar modelos de inteligencia artificial. Nuestro personal no accede al contenido de tus plantillas, salvo que nos lo pidas para darte soporte, que sea necesario por razones de seguridad o que lo exija la ley.',
        ],
      },
      {
        heading: '7. Datos guardados en tu equipo',
        paragraphs: [
          'Para mantener la conexión, el complemento guarda el token de integración en el almacenamiento que Office asigna al complemento, separado del de la aplicación web. No guarda tu contraseña ni el contenido del documento.',
          'El token se borra cuando pulsas «Desconectar». Además, Minuta guarda solo una huella (hash) del token, no el token mismo; el token vence si no se usa durante el plazo indicado en la pestaña «Integraciones» de tu cuenta, y puedes revocarlo allí en cualquier momento.',
        ],
      },
      {
        heading: '8. Servicios de Microsoft',
        paragraphs: [
          'Word y la plataforma de complementos de Office son servicios de Microsoft. El tratamiento de datos que realiza Microsoft, incluidos la instalación del complemento desde su tienda y los datos de diagnóstico de Office, se rige por la Declaración de privacidad de Microsoft y no por esta política.',
          'Minuta no recibe de Microsoft información sobre tu cuenta de Microsoft.',
        ],
      },
      {
        heading: '9. Conservación',
        paragraphs: [
          'Las plantillas guardadas desde el complemento se conservan en tu cuenta de Minuta hasta que las elimines o hasta que termine tu contrato, con los plazos que indica la Política de privacidad.',
          'Los registros técnicos de las conexiones del complemento con Minuta se conservan doce (12) meses.',
        ],
      },
      {
        heading: '10. Seguridad',
        paragraphs: [
          'Aplicamos al complemento las mismas medidas de seguridad que al resto de Minuta: comunicaciones cifradas, autenticación con tu cuenta, separación de los datos por cuenta y revisión de los archivos antes de procesarlos.',
          'Si sospechas un acceso indebido, cambia tu contraseña y cierra todas las sesiones desde la pestaña Seguridad de tu cuenta.',
        ],
      },
      {
        heading: '11. Cómo revocar el acceso',
        paragraphs: ['Puedes dejar de compartir información con Minuta en cualquier momento:'],
        list: {
          ordered: true,
          items: [
            'Pulsa «Desconectar» en el complemento, o revoca su token en la pestaña «Integraciones» de tu cuenta de Minuta: desde ese momento ya no puede comunicarse con tu cuenta.',
            'Quita el complemento de Word: abre la lista de complementos (Inicio › Complementos, o Insertar › Mis complementos, según tu versión), busca Minuta y elige «Quitar».',
            'Si el complemento fue instalado por el administrador de tu organización, pídele que lo retire desde el centro de administración de Microsoft 365.',
            'Para eliminar las plantillas ya guardadas, bórralas desde el documento correspondiente en Minuta o solicita la eliminación de tu cuenta según la Política de privacidad.',
          ],
        },
        note: 'Quitar el complemento no modifica tus documentos de Word: los marcadores que escribiste permanecen en el texto hasta que los borres.',
      },
      {
        heading: '12. Tus derechos',
        paragraphs: [
          'Puedes ejercer tus derechos de acceso, rectificación y actualización, eliminación, oposición, portabilidad, suspensión del tratamiento y a no ser objeto de decisiones basadas única o parcialmente en valoraciones automatizadas escribiendo a privacidad@minuta.ec, como se explica en la Política de privacidad. Te responderemos dentro del plazo de quince (15) días que establece la Ley Orgánica de Protección de Datos Personales.',
          'Si el documento en el que trabajas contiene datos de los clientes de tu estudio, tu estudio es el responsable de esos datos y Minuta actúa como encargado del tratamiento.',
        ],
      },
      {
        heading: '13. Cambios a esta política',
        paragraphs: [
          'Si cambia la información a la que accede el complemento o la que envía a Minuta, actualizaremos esta política antes de publicar la nueva versión del complemento e indicaremos su fecha de actualización. Te comunicaremos los cambios relevantes por correo electrónico o dentro de la aplicación.',
        ],
      },
    ],
  },
  {
    slug: 'privacy-addon',
    updated: '2026-11-25',
    title: 'Política de privacidad del complemento de Google Docs',
    summary:
      'Qué permisos de Google solicita el complemento de Minuta para Google Docs, qué información del documento abierto usa, cuándo la envía a Minuta y cómo puedes revocar el acceso.',
    sections: [
      {
        heading: '1. Alcance de esta política',
        paragraphs: [
          'Esta política describe el tratamiento de datos que realiza el complemento de Minuta para Google Docs (el «complemento»), ofrecido por el titular del servicio Minuta, establecido en la República del Ecuador. Complementa la Política de privacidad de Minuta, que se aplica en todo lo que aquí no se regula.',
          'Puedes contactarnos en privacidad@minuta.ec o mediante el formulario «Escríbenos» de la aplicación.',
        ],
      },
      {
        heading: '2. Qué hace el complemento',
        paragraphs: [
          'El complemento te permite convertir un documento de Google Docs en una plantilla de Minuta sin salir del documento. Lo abres desde el menú Extensiones, y en su panel lateral seleccionas un texto, eliges la variable de tu entrevista que debe reemplazarlo y el complemento escribe en ese lugar el marcador correspondiente, por ejemplo {nombre_comprador | mayúsculas}; también rodea los párrafos seleccionados con secciones condicionales o repetidas. Con «Revisar» compruebas la plantilla, con «Subir a Minuta» la guardas en el documento de Minuta que elegiste y con «Probar» generas un ejemplo con respuestas de muestra.',
          'Para usarlo conectas el complemento con tu cuenta: el panel muestra un código, lo apruebas en Minuta (donde ya tienes tu sesión abierta) y Minuta le entrega un token de integración con permisos limitados: leer tus entrevistas, leer y subir plantillas y generar documentos de prueba. Nunca escribes tu contraseña en el complemento.',
        ],
      },
      {
        heading: '3. Permisos de Google que solicita',
        paragraphs: [
          'Al instalar el complemento, Google te pide autorizar los siguientes permisos (ámbitos de OAuth), los mínimos para su función:',
        ],
        list: {
          ordered: false,
          items: [
            'https://www.googleapis.com/auth/documents.currentonly: ver y administrar solo el documento de Google Docs en el que usas el complemento. No da acceso a ningún otro documento ni al resto de tu Google Drive.',
            'https://www.googleapis.com/auth/script.container.ui: mostrar el panel lateral del complemento dentro de Google Docs.',
            'https://www.googleapis.com/auth/script.external_request: conectarse con el servicio de Minuta (y solo con él y con la exportación de Google Drive: el proyecto no puede llamar a otras direcciones).',
            'https://www.googleapis.com/auth/drive.file: obtener una copia .docx del documento actual mediante la exportación de Google Drive cuando pulsas «Revisar» o «Subir a Minuta». Se limita a los archivos en los que usas el complemento; no da acceso al resto de tu Google Drive.',
          ],
        },
        note: 'El complemento no solicita acceso a tu Gmail, a tus contactos, a tu calendario, al resto de tu Google Drive ni a otros documentos. Tampoco solicita tu perfil ni tu dirección de correo de Google: inicias sesión con tu cuenta de Minuta.',
      },
      {
        heading: '4. A qué información accede',
        paragraphs: [
          'Con esos permisos, el complemento accede solo a lo indispensable para su función:',
        ],
        list: {
          ordered: false,
          items: [
            'El texto y la estructura del documento abierto, para que puedas marcar variables y para escribir los marcadores.',
            'Las variables que marcas y el formato que eliges para cada una.',
            'El nombre y el correo de tu cuenta de Minuta, que Minuta le indica al conectarse, para mostrarte con qué cuenta trabaja.',
            'La lista de tus workspaces y documentos y las preguntas de la entrevista que elijas, que el complemento obtiene de tu cuenta de Minuta.',
          ],
        },
      },
      {
        heading: '5. Cuándo se envía información a Minuta',
        paragraphs: [
          'El contenido del documento se envía a Minuta solo cuando tú lo pides: al pulsar «Revisar», el complemento exporta el documento como .docx (texto, estructura y formato) y lo envía a Minuta, que lo comprueba con las mismas reglas que una subida y lo descarta sin guardarlo; al pulsar «Subir a Minuta», envía esa copia .docx, que Minuta guarda como plantilla del documento que elegiste. «Probar» no envía el documento: pide a Minuta generar la plantilla ya subida con respuestas de ejemplo.',
          'Las llamadas a Minuta las hace el complemento desde los servidores de Google (Apps Script), no desde tu navegador. Fuera de esos momentos, el complemento solo se comunica con Minuta para conectarse y para obtener la lista de tus workspaces, documentos y preguntas.',
          'Todas las comunicaciones con Minuta viajan cifradas mediante TLS.',
        ],
      },
      {
        heading: '6. Uso limitado de los datos de usuario de Google',
        paragraphs: [
          'El uso y la transferencia a cualquier otra aplicación de la información recibida de las API de Google por parte de Minuta se ajustarán a la Política de datos de usuario de los servicios de API de Google (Google API Services User Data Policy), incluidos los requisitos de uso limitado (Limited Use).',
          'En particular, respecto de los datos que obtenemos mediante las API de Google:',
        ],
        list: {
          ordered: false,
          items: [
            'Los usamos únicamente para ofrecer y mejorar la función visible del complemento: marcar variables en el documento abierto y guardarlo como plantilla en tu cuenta de Minuta.',
            'Solo los transferimos a terceros cuando es necesario para prestar esa función, como a los proveedores de infraestructura que alojan Minuta, para cumplir la ley, por razones de seguridad o como parte de una fusión, adquisición o venta de activos, con tu consentimiento previo y expreso.',
            'No los usamos ni los transferimos para mostrar publicidad, incluida la publicidad personalizada o basada en intereses.',
            'No los vendemos ni los usamos para determinar la solvencia crediticia de nadie ni con fines de préstamo.',
            'Ninguna persona los lee, salvo que nos des tu consentimiento expreso para datos concretos, por ejemplo al pedirnos soporte; que sea necesario por seguridad, como para investigar un abuso; que lo exija la ley; o que se trate de datos agregados y anonimizados para operaciones internas.',
            'No los usamos para desarrollar, mejorar ni entrenar modelos generalizados de inteligencia artificial o de aprendizaje automático.',
          ],
        },
      },
      {
        heading: '7. Almacenamiento y conservación',
        paragraphs: [
          'Para mantener la conexión, el complemento guarda el token de integración en las propiedades de usuario que Google asigna al complemento (solo tú y el complemento las leen; el panel nunca lo recibe). No guarda tu contraseña ni copia del documento. El token se borra cuando pulsas «Desconectar»; Minuta guarda solo una huella (hash) del token, y puedes revocarlo en la pestaña «Integraciones» de tu cuenta.',
          'Las plantillas guardadas desde el complemento se conservan en tu cuenta de Minuta hasta que las elimines o hasta que termine tu contrato, con los plazos que indica la Política de privacidad. Los registros técnicos de las conexiones del complemento con Minuta se conservan doce (12) meses.',
          'El tratamiento que Google realiza de tus datos, incluido el documento que almacenas en Google Docs, se rige por la Política de Privacidad de Google y no por esta política.',
        ],
      },
      {
        heading: '8. Seguridad',
        paragraphs: [
          'Aplicamos al complemento las mismas medidas de seguridad que al resto de Minuta: comunicaciones cifradas, autenticación con tu cuenta, separación de los datos por cuenta y acceso del personal limitado a lo necesario.',
          'Si sospechas un acceso indebido, cambia tu contraseña y cierra todas las sesiones desde la pestaña Seguridad de tu cuenta de Minuta.',
        ],
      },
      {
        heading: '9. Cómo revocar el acceso',
        paragraphs: ['Puedes retirar el acceso del complemento en cualquier momento:'],
        list: {
          ordered: true,
          items: [
            'Pulsa «Desconectar» en el panel del complemento, o revoca su token en la pestaña «Integraciones» de tu cuenta de Minuta: desde ese momento ya no puede comunicarse con tu cuenta.',
            'Desinstálalo desde Google Docs: abre Extensiones › Complementos › Administrar complementos, busca Minuta y elige «Desinstalar».',
            'Revoca sus permisos en tu cuenta de Google: abre https://myaccount.google.com/permissions, selecciona Minuta y elimina su acceso.',
            'Si tu organización instaló el complemento, pide al administrador de Google Workspace que lo retire.',
            'Para eliminar las plantillas ya guardadas, bórralas desde el documento correspondiente en Minuta o solicita la eliminación de tu cuenta según la Política de privacidad.',
          ],
        },
        note: 'Al revocar los permisos, el complemento deja de acceder a tus documentos de inmediato. Los marcadores que escribiste permanecen en el documento hasta que los borres.',
      },
      {
        heading: '10. Tus derechos',
        paragraphs: [
          'Puedes ejercer tus derechos de acceso, rectificación y actualización, eliminación, oposición, portabilidad, suspensión del tratamiento y a no ser objeto de decisiones basadas única o parcialmente en valoraciones automatizadas escribiendo a privacidad@minuta.ec, como se explica en la Política de privacidad. Te responderemos dentro del plazo de quince (15) días que establece la Ley Orgánica de Protección de Datos Personales.',
          'Si el documento en el que trabajas contiene datos de los clientes de tu estudio, tu estudio es el responsable de esos datos y Minuta actúa como encargado del tratamiento.',
        ],
      },
      {
        heading: '11. Cambios a esta política',
        paragraphs: [
          'Si cambian los permisos que solicita el complemento, la información a la que accede o la que envía a Minuta, actualizaremos esta política antes de publicar la nueva versión del complemento e indicaremos su fecha de actualización. Si un cambio requiere nuevos permisos, Google te pedirá que los autorices de nuevo.',
        ],
      },
    ],
  },
];
