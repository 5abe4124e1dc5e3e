import Type from 'typebox';
import { contactLimits } from './fieldLimits';

const Name = Type.String({ minLength: 1, maxLength: 120 });
const EmailAddress = Type.String({ ...contactLimits.email });

// The landing's development service: the kind of automation sets the estimate, from the example
// prices the landing shows ($150, $650, $750). Both the page (instant estimate) and the server
// (what is stored and emailed) read this table.
export const automationKinds = ['simple', 'conditional', 'multiDocument'] as const;
export const AutomationKind = Type.Enum(automationKinds);
export type AutomationKind = Type.Static<typeof AutomationKind>;

export const automationEstimates: Record<
  AutomationKind,
  { min: number; max: number; example: string }
> = {
  simple: { min: 150, max: 300, example: 'Contrato de arrendamiento' },
  conditional: { min: 650, max: 900, example: 'Promesa de compraventa' },
  multiDocument: { min: 750, max: 1500, example: 'Constitución de compañía' },
};

export const DeveloperRequestBody = Type.Object(
  {
    name: Name,
    email: EmailAddress,
    phone: Type.Optional(Type.String({ maxLength: 30 })),
    automationKind: AutomationKind,
    description: Type.String({ ...contactLimits.description }),
  },
  { additionalProperties: false },
);
export type DeveloperRequestBody = Type.Static<typeof DeveloperRequestBody>;

export const DeveloperRequestAnswer = Type.Object({
  requestId: Type.String(),
  estimateMin: Type.Integer(),
  estimateMax: Type.Integer(),
  currency: Type.Literal('USD'),
  message: Type.String(),
});
export type DeveloperRequestAnswer = Type.Static<typeof DeveloperRequestAnswer>;

export const ContactMessageBody = Type.Object(
  {
    name: Name,
    email: EmailAddress,
    subject: Type.String({ ...contactLimits.subject }),
    message: Type.String({ ...contactLimits.message }),
  },
  { additionalProperties: false },
);
export type ContactMessageBody = Type.Static<typeof ContactMessageBody>;

export const ContactMessageAnswer = Type.Object({
  messageId: Type.String(),
  message: Type.String(),
});
export type ContactMessageAnswer = Type.Static<typeof ContactMessageAnswer>;
