// Where to go once signed in, when a signed-out person followed a link that needs a session:
// the add-ins' connection page (/app/conectar?codigo=…) must survive the detour through /login,
// or the person would lose the code. Only that page is remembered, so the login can never be
// turned into a redirect to an arbitrary address.
const key = 'minuta.afterSignIn';
const allowed = /^\/app\/conectar(\?codigo=[A-Za-z -]{0,12})?$/;

export function rememberAfterSignIn(path: string): void {
  if (allowed.test(path)) window.sessionStorage.setItem(key, path);
}

export function takeAfterSignIn(): string | null {
  const path = window.sessionStorage.getItem(key);
  window.sessionStorage.removeItem(key);
  return path && allowed.test(path) ? path : null;
}
