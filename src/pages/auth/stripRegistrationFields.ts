// Registration removes type_doc_id, policy and submit before sending (profile and
// subscription updates remove policy and submit).
export function stripRegistrationFields<T extends Record<string, unknown>>(values: T) {
  const { type_doc_id: _typeDoc, policy: _policy, submit: _submit, ...rest } = values;
  return rest;
}
