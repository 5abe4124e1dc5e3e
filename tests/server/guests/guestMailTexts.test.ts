import { submissionReceivedMail } from '@server/guests/guestMailTexts';
import { describe, expect, it } from 'vitest';

const at = (minute: number, second = 0) => new Date(Date.UTC(2026, 10, 29, 18, minute, second));
const mail = (submissions: Array<{ label: string; submittedAt: Date }>) =>
  submissionReceivedMail({
    firstName: 'Lucía',
    documentName: 'Poder especial',
    submissions,
    windowMinutes: 5,
    link: 'https://minuta.test/app/users/editor/d1',
  });

// What the lawyer reads: one submission named by its link, or a digest by link with its times.
describe('the notice of submissions', () => {
  it('names the one link that sent, and when', () => {
    const { subject, text } = mail([{ label: 'Familia Torres', submittedAt: at(0) }]);
    expect(subject).toBe('Nuevas respuestas: Poder especial');
    expect(text).toContain(
      'Familia Torres envió sus respuestas a la entrevista «Poder especial».\nRecibidas el 29 de noviembre de 2026 a las 6:00 p. m. (hora UTC).',
    );
  });

  it('counts a digest by link, the busiest first, between the first and the last', () => {
    const { text, html } = mail([
      { label: 'Familia Torres', submittedAt: at(0) },
      { label: 'Campaña', submittedAt: at(1) },
      { label: 'Campaña', submittedAt: at(3) },
    ]);
    expect(text).toContain(
      'Llegaron 3 respuestas a la entrevista «Poder especial»:\n\n- Campaña: 2 respuestas\n- Familia Torres: 1 respuesta\n\nRecibidas entre el 29 de noviembre de 2026 a las 6:00 p. m. y el 29 de noviembre de 2026 a las 6:03 p. m. (hora UTC).',
    );
    expect(text).toContain('como mucho uno cada 5 minutos.');
    expect(html).toContain('<p>- Campaña: 2 respuestas<br>- Familia Torres: 1 respuesta</p>');
  });

  it('gives one time when the digest arrived within a minute', () => {
    const { text } = mail([
      { label: 'Campaña', submittedAt: at(7, 1) },
      { label: 'Campaña', submittedAt: at(7, 40) },
    ]);
    expect(text).toContain('Recibidas el 29 de noviembre de 2026 a las 6:07 p. m. (hora UTC).');
    expect(text).not.toContain('entre el');
  });

  it('lists ten links and says how many more', () => {
    const submissions = Array.from({ length: 12 }, (_, i) => ({
      label: `Cliente ${String(i + 1).padStart(2, '0')}`,
      submittedAt: at(0, i),
    }));
    const { text } = mail(submissions);
    expect(text).toContain('- Cliente 10: 1 respuesta\n- y 2 enlaces más');
    expect(text).not.toContain('Cliente 11');
  });

  it('escapes a label in the HTML part', () => {
    const { html } = mail([
      { label: '<b>Sra. & Sr.</b>', submittedAt: at(0) },
      { label: 'Campaña', submittedAt: at(2) },
    ]);
    expect(html).toContain('&lt;b&gt;Sra. &amp; Sr.&lt;/b&gt;: 1 respuesta');
    expect(html).not.toContain('<b>Sra.');
  });
});
