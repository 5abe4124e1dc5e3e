import { auditEvents } from '@schemas/auditEvents';
import { describe, expect, it } from 'vitest';
import {
  auditEventLabel,
  auditEventLabels,
  describeAuditDetails,
} from '../../../../src/pages/admin/auditLabels';

describe('the audit log as the admin reads it', () => {
  it('names every event the server records in Spanish, each differently', () => {
    const labels = auditEvents.map((event) => auditEventLabel(event));
    for (const [index, label] of labels.entries()) {
      expect(label).not.toBe(auditEvents[index]);
      expect(label).toMatch(/^[A-ZÁÉÍÓÚÑ][^_]*$/);
    }
    expect(new Set(labels).size).toBe(auditEvents.length);
    expect(Object.keys(auditEventLabels).sort()).toEqual([...auditEvents].sort());
  });

  it('shows an event this build does not know as recorded', () => {
    expect(auditEventLabel('something_new')).toBe('something_new');
    expect(auditEventLabel('toString')).toBe('toString');
  });

  it('turns recorded details into labelled values', () => {
    expect(
      describeAuditDetails({
        from: 'inicial',
        to: 'corporativo',
        applied: true,
        fields: ['name', 'email'],
        amountCents: 2500,
        unexpected: { nested: 1 },
        reason: null,
      }),
    ).toEqual([
      { label: 'Antes', value: 'inicial' },
      { label: 'Después', value: 'corporativo' },
      { label: 'Aplicada', value: 'Sí' },
      { label: 'Campos', value: 'name, email' },
      { label: 'Importe', value: expect.stringMatching(/25,00/) },
      { label: 'unexpected', value: '{"nested":1}' },
      { label: 'Motivo', value: '—' },
    ]);
  });
});
