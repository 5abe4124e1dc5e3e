// Page views go to the analytics tag's data layer. The tag itself (Google Analytics 4) is loaded
// only when the server is configured with a measurement id and the visitor has accepted cookies;
// until then the queued page views stay in the page and go nowhere.
type DataLayer = unknown[];
declare global {
  interface Window {
    dataLayer?: DataLayer;
  }
}

let loadedId: string | null = null;

function dataLayer(): DataLayer {
  window.dataLayer ??= [];
  return window.dataLayer;
}

function gtag(...args: unknown[]): void {
  // gtag.js reads the arguments object itself, as its snippet pushes it.
  dataLayer().push(args);
}

export function trackPageView(path: string): void {
  gtag('event', 'page_view', { page_path: path, page_location: window.location.href });
}

export function loadAnalytics(measurementId: string | null): boolean {
  if (!measurementId || loadedId === measurementId) return false;
  if (!/^G-[A-Z0-9]{4,20}$/.test(measurementId)) return false;
  loadedId = measurementId;
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
  return true;
}
