// The resolved document's constants, apart from its TypeBox schema: the renderer runs in the
// guest's player and the embed, and importing a value from the schema's module would bring
// TypeBox (its cyclic schema is not dropped by tree shaking) into every firm's embed.

/** Bumped on any change to the resolved document that is not an addition. */
export const resolvedSchemaVersion = 1;

/** The text written where an answer is missing: a line a person can fill in by hand. */
export const missingValuePlaceholder = '__________';

export const resolvedAligns = ['left', 'center', 'right', 'justify'] as const;
