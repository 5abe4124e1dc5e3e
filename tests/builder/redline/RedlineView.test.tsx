// @vitest-environment happy-dom
import { diffParagraphs, diffTexts } from '@engine/index';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RedlineView } from '../../../builder/redline/RedlineView';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('RedlineView', () => {
  it('labels each change in words and marks the changed words', () => {
    render(
      <RedlineView
        redline={diffTexts(
          'Título\nLa renta es de 800 euros.\nCláusula vieja.\nFin',
          'Título\nLa renta es de 950 euros.\nFin\nCláusula nueva sobre fianza y garantías.',
        )}
      />,
    );
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.dataset.kind)).toEqual([
      'equal',
      'changed',
      'deleted',
      'equal',
      'inserted',
    ]);
    expect(within(rows[1] as HTMLElement).getByText('Modificado')).toBeTruthy();
    expect((rows[1] as HTMLElement).querySelector('del')?.textContent).toContain('800');
    expect((rows[1] as HTMLElement).querySelector('ins')?.textContent).toContain('950');
    expect(within(rows[2] as HTMLElement).getByText('Eliminado')).toBeTruthy();
    expect(within(rows[4] as HTMLElement).getByText('Añadido')).toBeTruthy();
    expect(screen.getByText('1 párrafo modificado · 1 añadido · 1 eliminado')).toBeTruthy();
  });

  it('folds long runs of unchanged paragraphs until asked', async () => {
    const before = Array.from({ length: 20 }, (_, n) => `Párrafo ${n}`);
    const after = [...before];
    after[10] = 'Párrafo diez cambiado';
    render(<RedlineView redline={diffParagraphs(before, after)} />);
    expect(screen.queryByText('Párrafo 0')).toBeNull();
    expect(screen.getByText('Párrafo 9')).toBeTruthy();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Mostrar 9 párrafos sin cambios' }));
    expect(screen.getByText('Párrafo 0')).toBeTruthy();
  });

  it('says so when nothing changed', () => {
    render(<RedlineView redline={diffTexts('Igual.', 'Igual.')} />);
    expect(screen.getByText('Sin cambios: el documento es idéntico.')).toBeTruthy();
  });
});
