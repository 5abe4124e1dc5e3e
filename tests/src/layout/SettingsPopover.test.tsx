// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsPopover } from '../../../src/layout/SettingsPopover';
import { notificationsAtom } from '../../../src/notifications/notificationsAtoms';
import {
  applySettings,
  defaultSettings,
  loadSettings,
  settingsAtom,
  settingsStorageKey,
} from '../../../src/settings/settingsAtoms';

function renderPopover() {
  const store = createStore();
  store.set(settingsAtom, defaultSettings);
  applySettings(defaultSettings);
  render(
    <Provider store={store}>
      <SettingsPopover />
    </Provider>,
  );
  return store;
}

afterEach(() => {
  window.localStorage.clear();
  document.body.innerHTML = '';
});

describe('SettingsPopover', () => {
  it('applies direction, font sizes and theme only when saved, and keeps them for the next visit', async () => {
    const user = userEvent.setup();
    const store = renderPopover();
    await user.click(screen.getByRole('button', { name: 'Ajustes' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Derecha a izquierda' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Oscuro (One Dark)' }));
    await user.click(within(dialog).getByRole('switch'));

    // Nothing applies before saving.
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.dataset.theme).toBe('LIGHT');

    await user.click(within(dialog).getByRole('button', { name: 'Guardar ajustes' }));
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.dataset.theme).toBe('ONE_DARK');
    expect(document.documentElement.dataset.responsiveFonts).toBe('false');
    expect(store.get(settingsAtom)).toEqual({
      direction: 'rtl',
      responsiveFontSizes: false,
      theme: 'ONE_DARK',
    });
    expect(loadSettings(window.localStorage)).toEqual({
      direction: 'rtl',
      responsiveFontSizes: false,
      theme: 'ONE_DARK',
    });
    expect(store.get(notificationsAtom).map((n) => n.text)).toEqual(['Ajustes guardados.']);
  });

  it('discards changes closed without saving', async () => {
    const user = userEvent.setup();
    const store = renderPopover();
    await user.click(screen.getByRole('button', { name: 'Ajustes' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('radio', { name: 'Oscuro (One Dark)' }),
    );
    await user.keyboard('{Escape}');
    expect(document.documentElement.dataset.theme).toBe('LIGHT');
    expect(store.get(settingsAtom).theme).toBe('LIGHT');
    await user.click(screen.getByRole('button', { name: 'Ajustes' }));
    expect(
      within(await screen.findByRole('dialog')).getByRole('radio', { name: 'Claro' }),
    ).toBeChecked();
  });
});

describe('loadSettings', () => {
  it('falls back to the light theme with a warning for an unknown theme', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(
      settingsStorageKey,
      JSON.stringify({ theme: 'SOLARIZED', direction: 'rtl' }),
    );
    expect(loadSettings(window.localStorage)).toEqual({
      direction: 'rtl',
      responsiveFontSizes: true,
      theme: 'LIGHT',
    });
    expect(warn).toHaveBeenCalledWith('Tema desconocido «SOLARIZED»: se usa el tema claro.');
    warn.mockRestore();
  });

  it('uses the defaults when nothing readable is stored', () => {
    window.localStorage.setItem(settingsStorageKey, '{no es json');
    expect(loadSettings(window.localStorage, false)).toEqual(defaultSettings);
  });

  it("follows the system's dark preference until a theme is saved", () => {
    window.localStorage.removeItem(settingsStorageKey);
    expect(loadSettings(window.localStorage, true).theme).toBe('ONE_DARK');
    expect(loadSettings(window.localStorage, false).theme).toBe('LIGHT');
    window.localStorage.setItem(settingsStorageKey, JSON.stringify({ direction: 'rtl' }));
    expect(loadSettings(window.localStorage, true).theme).toBe('ONE_DARK');
    window.localStorage.setItem(settingsStorageKey, JSON.stringify({ theme: 'LIGHT' }));
    expect(loadSettings(window.localStorage, true).theme).toBe('LIGHT');
  });
});
