import Type from 'typebox';
import { AppConfigAnswer } from '../app';
import {
  ContactMessageAnswer,
  ContactMessageBody,
  DeveloperRequestAnswer,
  DeveloperRequestBody,
} from '../contact';
import { FaqAnswer } from '../faq';
import { SaveImageAnswer, SaveImageForm } from '../storage';
import { defineCalls, fileAnswer } from './defineCalls';

// The public site, help and images: what the web app reads around the documents.
export const siteCalls = defineCalls({
  'GET app/config': {
    tag: 'servicio',
    summary: 'Configuración pública de la aplicación web (analítica, versión)',
    answers: { 200: AppConfigAnswer },
  },
  'POST contact/sendMessage': {
    tag: 'contacto',
    summary: 'Enviar un mensaje al equipo (página de contacto)',
    body: ContactMessageBody,
    answers: { 200: ContactMessageAnswer },
  },
  'POST contact/developerRequest': {
    tag: 'contacto',
    summary: 'Solicitar el servicio de desarrollo (el estimado lo fija el servidor)',
    body: DeveloperRequestBody,
    answers: { 200: DeveloperRequestAnswer },
  },
  'GET faq/getFaq': {
    tag: 'ayuda',
    summary: 'Preguntas frecuentes, en orden',
    security: 'bearer',
    answers: { 200: FaqAnswer },
  },
  'POST storage/saveImage': {
    tag: 'archivos',
    summary: 'Subir una imagen (PNG, JPEG o WebP, hasta 2 MB)',
    security: 'bearer',
    form: SaveImageForm,
    answers: { 201: SaveImageAnswer },
  },
  'GET storage/images/:name': {
    tag: 'archivos',
    summary: 'Una imagen subida (pública: su nombre no se puede adivinar)',
    params: Type.Object({ name: Type.String({ maxLength: 64 }) }),
    answers: { 200: fileAnswer('La imagen', ['image/png', 'image/jpeg', 'image/webp']) },
  },
});
