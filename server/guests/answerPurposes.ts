// What each sealed answer column holds: part of the associated data of its ciphertext
// (crypto/createDataKeys.ts), so one column's value never opens as another's.
export const answerPurposes = {
  /** guest_responses.answers: a guest's answers in progress. */
  inProgress: 'guest_responses.answers',
  /** guest_submissions.answers: the answers a guest sent. */
  submitted: 'guest_submissions.answers',
  /** guest_submissions.summary: the same answers as a person reads them. */
  summary: 'guest_submissions.summary',
  /** documents.all_variables: the operators' preview and sample answers. */
  allVariables: 'documents.all_variables',
  /** generations.answers: the answers a generation used (regeneration reuses them); also the
   * purpose of their keyed fingerprint. */
  generations: 'generations.answers',
  /** Generated DOCX and PDF files in the file store. */
  generatedFiles: 'generated_files',
  /** scenarios.answers: a test scenario's answers. */
  scenarioAnswers: 'scenarios.answers',
  /** scenarios.expected_text and actual_text: a scenario's document text. */
  scenarioText: 'scenarios.text',
} as const;
