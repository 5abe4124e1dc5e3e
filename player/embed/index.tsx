import { MinutaInterviewElement } from './MinutaInterviewElement';

// /embed.js: defines <minuta-interview> once, however many times the script is included.
if (!customElements.get('minuta-interview')) {
  customElements.define('minuta-interview', MinutaInterviewElement);
}
