// Minuta's service worker: keeps the app shell for fast repeat visits.
// - Navigations: network first, the cached shell when offline. The shell is /index.html (the
//   empty page the app draws every route in); `/` is the landing, prerendered, and would be
//   hydrated as the wrong page on any other path. It is refreshed after each navigation.
// - Built assets (/assets/*, content-hashed): cache first.
// - The API and everything else: straight to the network, never cached.
// A new version installs alongside and takes over once every tab of the old one is closed (the
// default lifecycle: no skipWaiting, no clients.claim).
const version = 'minuta-shell-v2';
const shell = ['/index.html', '/favicon.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(version).then((cache) => cache.addAll(shell)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== version).map((key) => caches.delete(key))),
      ),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          // A deploy changes the shell's scripts: keep the current one (revalidated, so usually
          // a 304 of a few bytes).
          if (response.ok)
            event.waitUntil(caches.open(version).then((cache) => cache.add('/index.html')));
          return response;
        })
        .catch(() => caches.match('/index.html').then((cached) => cached || Response.error())),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(version).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
