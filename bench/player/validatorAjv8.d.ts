// The part of @rjsf/validator-ajv8 6.11.1 the benchmark's variant uses. The package is installed
// into bench/peers/ on first use of a bench (not an app dependency), so the type check of a fresh
// clone cannot read its own declarations. `customFormats` values go to ajv's `addFormat` as they
// are, so an ajv format definition (`{ type: 'number', validate }`) is accepted as well.
declare module '@rjsf/validator-ajv8' {
  export interface RjsfValidationError {
    // ajv's keyword ('required', 'maxLength', …).
    name: string;
    // The answer's path with dots ('.q4.0.monto'; a missing property is appended: 'q3').
    property: string;
    params: Record<string, unknown>;
    message?: string;
  }
  export interface Ajv8Validator {
    validateFormData(formData: unknown, schema: object): { errors: RjsfValidationError[] };
  }
  export function customizeValidator(options?: {
    customFormats?: Record<string, unknown>;
  }): Ajv8Validator;
  const validator: Ajv8Validator;
  export default validator;
}
