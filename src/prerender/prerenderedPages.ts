// The public pages drawn to HTML at build time (scripts/prerenderPages.mjs), served by the
// server for their paths and hydrated by the app: their first paint needs no script. Each names
// the module of its lazy route, whose chunk the page asks for at once (modulepreload). Only pages
// that look the same to every visitor belong here; what depends on the visitor (a session, a
// choice kept in this browser, the cookie notice) is drawn after hydration.
export interface PrerenderedPage {
  path: string;
  module: string | null;
}

export const prerenderedPages: PrerenderedPage[] = [
  { path: '/', module: 'src/pages/landing/LandingPage.tsx' },
  { path: '/login', module: 'src/pages/auth/LoginPage.tsx' },
  { path: '/login-unprotected', module: 'src/pages/auth/LoginPage.tsx' },
  { path: '/register', module: 'src/pages/auth/RegisterPage.tsx' },
  { path: '/register-unprotected', module: 'src/pages/auth/RegisterPage.tsx' },
  { path: '/restablecer-contraseña', module: 'src/pages/auth/PasswordResetRequestPage.tsx' },
  { path: '/reactivar-cuenta', module: 'src/pages/auth/ReactivateAccountPage.tsx' },
  { path: '/policies/terms', module: 'src/pages/policies/PoliciesPage.tsx' },
  { path: '/policies/privacy', module: 'src/pages/policies/PoliciesPage.tsx' },
  { path: '/policies/privacy-addin', module: 'src/pages/policies/PoliciesPage.tsx' },
  { path: '/policies/privacy-addon', module: 'src/pages/policies/PoliciesPage.tsx' },
  { path: '/contacto/nosotros', module: 'src/pages/contact/ContactPage.tsx' },
  { path: '/contacto/desarrollador', module: 'src/pages/contact/ContactPage.tsx' },
  { path: '/404', module: null },
];
