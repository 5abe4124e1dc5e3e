// The service worker caches the app shell for fast repeat visits. A new version waits until every
// tab of the old one is closed (the browser's default lifecycle, as the spec says). Registration
// errors and offline checks are only logged.
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.error('No se pudo registrar el service worker', error);
    });
  });
  window.addEventListener('offline', () =>
    console.info('Sin conexión: se usará la copia guardada de la aplicación.'),
  );
}
