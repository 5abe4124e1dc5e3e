import { formatNumberAs } from '@engine/index';
import { formatBytes } from '../../lib/formatBytes';

// The landing page's copy.
export const landingContent = {
  slides: [
    {
      title: 'Tus documentos legales, listos en minutos',
      text: 'Convierte tus modelos de contratos, poderes y escrituras en entrevistas inteligentes. Tus clientes responden; Minuta redacta el documento en Word o PDF.',
      cta: 'Empieza gratis',
    },
    {
      title: 'Entrevistas que se adaptan a cada caso',
      text: 'Preguntas que aparecen solo cuando hacen falta, listas de herederos o inmuebles, validación de cédula y RUC: cada respuesta llega completa y correcta.',
      cta: 'Conoce las herramientas',
    },
    {
      title: 'Comparte un enlace, recibe el documento',
      text: 'Envía la entrevista por correo o insértala en el sitio de tu estudio. Tu cliente responde desde cualquier dispositivo, sin crear una cuenta.',
      cta: 'Ver precios',
    },
  ],
  carouselLabel: 'Presentación de Minuta',
  slideLabel: (index: number, total: number) => `Diapositiva ${index} de ${total}`,
  previous: 'Diapositiva anterior',
  next: 'Diapositiva siguiente',
  pause: 'Pausar la presentación',
  play: 'Reanudar la presentación',
  stats: [
    { value: '80%+', label: 'tiempo ahorrado en redacción' },
    { value: '90%-', label: 'errores de transcripción' },
    { value: '99%+', label: 'eficiencia en documentos repetitivos' },
  ],
  explore: {
    title: 'Explora lo que puedes automatizar',
    intro: 'Cualquier documento que tu estudio redacta una y otra vez con datos distintos.',
    items: [
      {
        title: 'Contratos',
        text: 'Arrendamiento, compraventa, prestación de servicios, confidencialidad y laborales.',
      },
      {
        title: 'Poderes',
        text: 'Poderes generales y especiales, con sus facultades y apoderados.',
      },
      {
        title: 'Sociedades',
        text: 'Constitución de compañías, actas de junta, nombramientos y aumentos de capital.',
      },
      {
        title: 'Sucesiones',
        text: 'Posesión efectiva, particiones y declaraciones con listas de herederos.',
      },
      {
        title: 'Escritos',
        text: 'Demandas, contestaciones y escritos de trámite a partir de los datos del caso.',
      },
      {
        title: 'Cartas y notificaciones',
        text: 'Requerimientos, terminaciones de contrato y notificaciones masivas.',
      },
    ],
  },
  tools: {
    title: 'Herramientas para todo tu estudio',
    items: [
      {
        title: 'Entrevistas inteligentes',
        text: 'Construye el cuestionario arrastrando preguntas; las condiciones deciden qué ve cada cliente.',
      },
      {
        title: 'Plantillas inteligentes',
        text: 'Redacta en el editor o sube tu Word con variables, cláusulas condicionales y listas.',
      },
      {
        title: 'Formato legal en español',
        text: 'Fechas notariales, montos en letras y listas como «Juan, María y Pedro», sin errores.',
      },
      {
        title: 'Enlace para tus clientes',
        text: 'Un enlace seguro, con vencimiento, que tu cliente puede dejar y retomar cuando quiera.',
      },
      {
        title: 'Cuentas de operadores',
        text: 'Tu equipo prepara documentos dentro de tu cuenta, con los permisos que definas.',
      },
      {
        title: 'Complementos de Word y Google Docs',
        text: 'Marca variables directamente en el procesador de textos que ya usas.',
      },
    ],
  },
  examples: {
    title: 'Ejemplos de automatización',
    intro:
      'Desarrollamos la automatización por ti. Estos son proyectos típicos y su precio de referencia.',
    tabs: [
      {
        id: 'arrendamiento',
        label: 'Contrato de arrendamiento',
        price: 150,
        text: 'Una plantilla con las partes, el inmueble, el canon y la garantía, y una entrevista de una página para tu cliente.',
        includes: [
          'Entrevista con validación de cédula y RUC',
          'Plantilla en Word con cláusulas opcionales',
          'Documento en Word y PDF',
        ],
      },
      {
        id: 'promesa',
        label: 'Promesa de compraventa',
        price: 650,
        text: 'Varios vendedores y compradores, varios inmuebles con sus linderos, forma de pago por cuotas o crédito hipotecario.',
        includes: [
          'Listas de partes e inmuebles',
          'Páginas que aparecen según la forma de pago',
          'Montos en letras y fechas notariales',
        ],
      },
      {
        id: 'sociedad',
        label: 'Constitución de compañía',
        price: 750,
        text: 'Escritura de constitución, estatutos, nombramientos y lista de accionistas con sus aportes, en un solo flujo.',
        includes: [
          'Varios documentos desde una entrevista',
          'Cálculo de participaciones',
          'Revisión con tu equipo',
        ],
      },
    ],
    priceLabel: (price: string) => `Desde ${price}`,
    cta: 'Solicitar este desarrollo',
  },
  pricing: {
    title: 'Precios',
    intro:
      'Todos los planes incluyen sandbox ilimitado, URL para compartir, complemento de Word y complemento de Google Docs.',
    perMonth: '/ mes',
    free: 'Gratis',
    contactUs: 'Contáctanos',
    highlighted: 'Recomendado',
    documents: (n: number | null) => (n === null ? 'Documentos ilimitados' : `${n} documentos`),
    creators: (n: number) => `${n} ${n === 1 ? 'cuenta creadora' : 'cuentas creadoras'}`,
    operators: (n: number) =>
      n === 0
        ? 'Sin cuentas de operador'
        : `${n} ${n === 1 ? 'cuenta de operador' : 'cuentas de operador'}`,
    emails: (n: number | null) =>
      n === null ? 'Correos sin límite' : `Hasta ${formatNumberAs('count', n)} correos al mes`,
    // Storage is counted in binary units (1 TB = 1.024 GB), as the account's usage shows it.
    storage: (gb: number | null) =>
      gb === null ? 'Almacenamiento incluido' : `${formatBytes(gb * 1024 ** 3)} de almacenamiento`,
    allPlans: [
      'Sandbox ilimitado',
      'URL para compartir',
      'Complemento de Word',
      'Complemento de Google Docs',
    ],
    choose: (plan: string) => `Elegir ${plan}`,
    unavailable: 'No pudimos cargar los planes. Recarga la página para intentarlo de nuevo.',
  },
  developer: {
    title: 'Desarrollador',
    intro:
      'Cuéntanos qué documento quieres automatizar. Te damos un estimado al instante y un desarrollador te escribe en un día hábil.',
  },
};
