// Links that mails carry into the web app's routes. The reset route contains an ñ,
// so it is percent-encoded once here; tokens are base64url and need no escaping.
export const appLinks = {
  verifyEmail: (appUrl: string, token: string) => `${appUrl}/validation?token=${token}`,
  resetPassword: (appUrl: string, token: string) =>
    `${appUrl}${encodeURI('/restablecer-contraseña/')}${token}`,
  signIn: (appUrl: string, token: string) => `${appUrl}/acceso/${token}`,
};
