// Spanish texts of plans, limits and the payment-failed state. The 430 text is the error
// catalogue's, word for word.

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const formatGb = (gb: number) =>
  gb >= 1024 && gb % 1024 === 0 ? `${gb / 1024} TB` : `${gb} GB`;

export const planMessages = {
  paymentRequired: 'Su último pago no es válido o no tienes datos de pago registrados.',
  mailLimit: (
    planLabel: string,
    limit: number,
    upgrade: { label: string; limit: number | null } | null,
  ) => {
    const current = `Tu plan ${planLabel} permite hasta ${limit} ${plural(limit, 'correo', 'correos')} al mes y ya los enviaste.`;
    if (!upgrade) return `${current} El contador se reinicia el primer día del mes.`;
    const lift =
      upgrade.limit === null
        ? `Cambia al plan ${upgrade.label} para enviar correos sin límite.`
        : `Cambia al plan ${upgrade.label} para enviar hasta ${upgrade.limit} correos al mes.`;
    return `${current} ${lift}`;
  },
  storageLimit: (
    planLabel: string,
    limitGb: number,
    upgrade: { label: string; limit: number | null } | null,
  ) => {
    const current = `Tu plan ${planLabel} permite guardar hasta ${formatGb(limitGb)} de archivos y este archivo no cabe.`;
    if (!upgrade) return `${current} Elimina archivos que ya no uses.`;
    const lift =
      upgrade.limit === null
        ? `Cambia al plan ${upgrade.label} para guardar archivos sin límite.`
        : `Cambia al plan ${upgrade.label} para guardar hasta ${formatGb(upgrade.limit)}.`;
    return `${current} ${lift}`;
  },
} as const;
