// What the embed says on its own (the rest is the player's and the guest page's text).
export const embedMessages = {
  badLink:
    'El enlace de este cuestionario no es válido. Copia de nuevo el código para insertar desde Minuta.',
} as const;
