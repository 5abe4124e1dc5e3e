import Type from 'typebox';

// FAQ {faqId, question, answer, position}. Read by every signed-in user (the FAQ
// page); written by admins.
export const Faq = Type.Object({
  faqId: Type.String(),
  question: Type.String(),
  answer: Type.String(),
  position: Type.Integer({ minimum: 1 }),
});
export type Faq = Type.Static<typeof Faq>;

export const FaqAnswer = Type.Object({ faqs: Type.Array(Faq) });
export type FaqAnswer = Type.Static<typeof FaqAnswer>;
