// The limits of fields a person types, as plain objects: the TypeBox schemas the server validates
// with are built from them, and the web app's forms read them without loading TypeBox (which
// would weigh on the landing page). tests/src/forms/formRules.test.ts checks the forms against
// the server's validation of the schemas.

export const emailLimits = { minLength: 1, maxLength: 254 } as const;
export const newPasswordLimits = { minLength: 8, maxLength: 128 } as const;

export const contactLimits = {
  email: { minLength: 3, maxLength: 254, format: 'email' },
  subject: { minLength: 3, maxLength: 150 },
  message: { minLength: 10, maxLength: 5000 },
  description: { minLength: 20, maxLength: 5000 },
} as const;

export const faqLimits = { question: 300, answer: 5000 } as const;
export const donationDescriptionMaxLength = 300;
export const tokenNameLimits = { minLength: 1, maxLength: 80 } as const;
export const userCodeLimits = { minLength: 8, maxLength: 12 } as const;
