import { buildDocx, pageBreak, paragraph, table } from './buildDocx';

// A Word template of a Spanish residential lease, as a lawyer would write it in Word: every
// format, conditions (a yes/no section, its inverse, a comparison, a choice), a repeated table row
// and a repeat nested in a repeat, and a page break before the signatures.
export function buildWordContractTemplate(): Buffer {
  const body = [
    paragraph('CONTRATO DE ARRENDAMIENTO DE VIVIENDA', { style: 'Heading1' }),
    paragraph(
      'En la ciudad de {ciudad | mayúsculas}, {fecha_contrato | fecha notarial}, comparecen:',
      { align: 'both' },
    ),
    paragraph(
      'Por una parte, **{arrendador | nombre propio}**, en calidad de ARRENDADOR; y por otra, **{arrendatario.nombre | mayúsculas}**, con cédula {arrendatario.cedula}, de estado civil {estado_civil | minúsculas}{#estado_civil = “casado”}, casado con {conyuge}{/}, en calidad de ARRENDATARIO.',
      { align: 'both' },
    ),
    paragraph('**PRIMERA. Objeto.** El ARRENDADOR da en arrendamiento los siguientes inmuebles:'),
    paragraph('{#inmuebles}'),
    paragraph('Inmueble ubicado en {direccion}, con estos ambientes:'),
    paragraph('{#ambientes}'),
    paragraph(
      '– {nombre | minúsculas}: {metros | número} m² ({metros | letras masculino} metros cuadrados)',
    ),
    paragraph('{/ambientes}'),
    paragraph('{/inmuebles}'),
    table([
      ['Dirección', 'Ambientes'],
      ['{#inmuebles}{direccion}', '{ambientes.nombre | lista}{/inmuebles}'],
    ]),
    paragraph(
      '**SEGUNDA. Canon.** El canon mensual es de {canon | moneda} ({canon | en letras}), pagadero el día {dia_pago | ordinal} de cada mes.',
    ),
    paragraph(
      '**TERCERA. Plazo.** El plazo es de {plazo | letras masculino} ({plazo | número}) meses, en {plazo | letras femenino} cuotas; la última es la {plazo | ordinal femenino} cuota. Plazo en letras: {plazo | letras}.',
    ),
    paragraph('**CUARTA. Servicios.** El canon incluye: {servicios | lista}.'),
    paragraph('{#tiene_garante}'),
    paragraph(
      '**QUINTA. Garantía.** {garante | mayúsculas} se constituye en garante solidario del ARRENDATARIO.',
    ),
    paragraph('{/tiene_garante}'),
    paragraph('{^tiene_garante}'),
    paragraph('**QUINTA. Sin garante.** El ARRENDATARIO no presenta garante.'),
    paragraph('{/}'),
    paragraph(
      '{#canon > 1000}Por tratarse de un canon superior a mil dólares, el ARRENDATARIO entrega un depósito de dos cánones.{/}',
    ),
    paragraph(
      'Firmado el {fecha_contrato | fecha larga} ({fecha_contrato | fecha corta}), en {ciudad}.',
    ),
    pageBreak(),
    paragraph('FIRMAS', { style: 'Heading1' }),
    paragraph('{arrendador | mayúsculas}', { align: 'center' }),
    paragraph('ARRENDADOR', { align: 'center' }),
    paragraph('{arrendatario.nombre | nombre propio}', { align: 'center' }),
    paragraph('ARRENDATARIO', { align: 'center' }),
  ].join('');
  return buildDocx({ body });
}
