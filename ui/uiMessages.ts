// The few Spanish texts the shared primitives show themselves.
export const uiMessages = {
  close: 'Cerrar',
};
