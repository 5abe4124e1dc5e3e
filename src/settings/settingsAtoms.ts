import { atom } from 'jotai';
import { messages } from '../messages';

export const themes = ['LIGHT', 'ONE_DARK'] as const;
export type Theme = (typeof themes)[number];
export type Direction = 'ltr' | 'rtl';

export interface Settings {
  direction: Direction;
  responsiveFontSizes: boolean;
  theme: Theme;
}

export const defaultSettings: Settings = {
  direction: 'ltr',
  responsiveFontSizes: true,
  theme: 'LIGHT',
};
export const settingsStorageKey = 'settings';

// Reads the saved settings. Until the person saves a theme, the theme is the one the system asks
// for (dark or light). An unknown theme name falls back to LIGHT with a console warning;
// anything unreadable falls back to the defaults.
export function loadSettings(
  storage: Pick<Storage, 'getItem'>,
  systemPrefersDark: boolean = prefersDark(),
): Settings {
  const systemTheme: Theme = systemPrefersDark ? 'ONE_DARK' : 'LIGHT';
  let saved: Partial<Record<keyof Settings, unknown>> = {};
  try {
    saved = JSON.parse(storage.getItem(settingsStorageKey) ?? '{}') ?? {};
  } catch {
    return { ...defaultSettings, theme: systemTheme };
  }
  let theme: Theme = saved.theme === undefined ? systemTheme : defaultSettings.theme;
  if (typeof saved.theme === 'string') {
    if ((themes as readonly string[]).includes(saved.theme)) theme = saved.theme as Theme;
    else console.warn(messages.settings.unknownTheme(saved.theme));
  }
  return {
    direction: saved.direction === 'rtl' ? 'rtl' : 'ltr',
    responsiveFontSizes:
      typeof saved.responsiveFontSizes === 'boolean'
        ? saved.responsiveFontSizes
        : defaultSettings.responsiveFontSizes,
    theme,
  };
}

function prefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)').matches
    : false;
}

// The attributes of <html> that carry the settings (the stylesheet reads them). Pages
// prerendered at build time carry the defaults' until the app applies the visitor's.
export function settingsRootAttributes(settings: Settings): Record<string, string> {
  return {
    dir: settings.direction,
    'data-theme': settings.theme,
    'data-responsive-fonts': String(settings.responsiveFontSizes),
  };
}

export function applySettings(
  settings: Settings,
  root: HTMLElement = document.documentElement,
): void {
  for (const [name, value] of Object.entries(settingsRootAttributes(settings)))
    root.setAttribute(name, value);
}

// The settings in effect. They change only when saved.
export const settingsAtom = atom<Settings>(defaultSettings);

export const saveSettingsAtom = atom(null, (_get, set, settings: Settings) => {
  window.localStorage.setItem(settingsStorageKey, JSON.stringify(settings));
  applySettings(settings);
  set(settingsAtom, settings);
});
