import type { DocumentSession } from '../../documents/support/documentsApi';

// The interview of a Spanish residential lease (contrato de arrendamiento de vivienda), built
// through the documents API: every question type a contract needs, a group, a yes/no that opens
// a guarantor, a choice, and a repeating list of properties with a nested list of rooms.
export async function createContractInterview(session: DocumentSession): Promise<void> {
  const page = await session.addPage('Partes');
  await session.addElement(page, {
    element_name: 'shortText',
    element_title: 'Ciudad',
    element_variable: ['ciudad'],
    element_required: true,
  });
  await session.addElement(page, {
    element_name: 'date',
    element_title: 'Fecha del contrato',
    element_variable: ['fecha_contrato'],
    element_required: true,
  });
  await session.addElement(page, {
    element_name: 'shortText',
    element_title: 'Nombre del arrendador',
    element_variable: ['arrendador'],
    element_required: true,
  });
  const tenant = await session.addElement(page, {
    element_name: 'group',
    element_title: 'Arrendatario',
    element_variable: ['arrendatario'],
  });
  await session.addItem(tenant, {
    item_name: 'shortText',
    item_title: 'Nombre',
    item_variable: ['nombre'],
  });
  await session.addItem(tenant, {
    item_name: 'idNumber',
    item_title: 'Cédula',
    item_variable: ['cedula'],
  });
  const status = await session.addElement(page, {
    element_name: 'singleChoice',
    element_title: 'Estado civil del arrendatario',
    element_variable: ['estado_civil'],
  });
  await session.addItem(status, { item_title: 'Soltero', item_value: ['soltero'] });
  await session.addItem(status, { item_title: 'Casado', item_value: ['casado'] });
  await session.addElement(page, {
    element_name: 'shortText',
    element_title: 'Nombre del cónyuge',
    element_variable: ['conyuge'],
  });
  const terms = await session.addPage('Condiciones');
  await session.addElement(terms, {
    element_name: 'currency',
    element_title: 'Canon mensual',
    element_variable: ['canon'],
    element_required: true,
  });
  await session.addElement(terms, {
    element_name: 'number',
    element_title: 'Plazo en meses',
    element_variable: ['plazo'],
  });
  await session.addElement(terms, {
    element_name: 'number',
    element_title: 'Día de pago',
    element_variable: ['dia_pago'],
  });
  await session.addElement(terms, {
    element_name: 'multipleChoice',
    element_title: 'Servicios incluidos',
    element_variable: ['servicios'],
  });
  const services = (await session.load()).interview.pages[1].elements.at(-1).id as string;
  await session.addItem(services, { item_title: 'Agua', item_value: ['agua'] });
  await session.addItem(services, { item_title: 'Luz', item_value: ['luz'] });
  await session.addItem(services, { item_title: 'Internet', item_value: ['internet'] });
  await session.addElement(terms, {
    element_name: 'yesNo',
    element_title: '¿Hay garante?',
    element_variable: ['tiene_garante'],
  });
  await session.addElement(terms, {
    element_name: 'shortText',
    element_title: 'Nombre del garante',
    element_variable: ['garante'],
  });
  const properties = await session.addElement(terms, {
    element_name: 'repeatingList',
    element_title: 'Inmuebles',
    element_variable: ['inmuebles'],
  });
  await session.addItem(properties, {
    item_name: 'shortText',
    item_title: 'Dirección',
    item_variable: ['direccion'],
  });
  const rooms = await session.addItem(properties, {
    item_name: 'repeatingList',
    item_title: 'Ambientes',
    item_variable: ['ambientes'],
  });
  await session.addItem(properties, {
    item_name: 'shortText',
    item_title: 'Nombre del ambiente',
    item_variable: ['nombre'],
    parent_item_id: rooms,
  });
  await session.addItem(properties, {
    item_name: 'number',
    item_title: 'Metros cuadrados',
    item_variable: ['metros'],
    parent_item_id: rooms,
  });
}

/** Answers a client gives to the lease interview. */
export const contractAnswers = {
  ciudad: 'Quito',
  fecha_contrato: '2026-11-21',
  arrendador: 'maría de los ángeles pérez',
  arrendatario: { nombre: 'Juan Carlos Andrade', cedula: '1710034065' },
  estado_civil: 'casado',
  conyuge: 'Lucía Torres',
  canon: 1234.5,
  plazo: 21,
  dia_pago: 1,
  servicios: ['agua', 'luz', 'internet'],
  tiene_garante: true,
  garante: 'Pedro Salazar',
  inmuebles: [
    {
      direccion: 'Av. Amazonas N24-03',
      ambientes: [
        { nombre: 'Sala', metros: 20 },
        { nombre: 'Dormitorio', metros: 12.5 },
      ],
    },
    { direccion: 'Calle Larga 7-45', ambientes: [{ nombre: 'Local', metros: 31 }] },
  ],
};
