// Naive rjsf: @rjsf/core's own theme and @rjsf/validator-ajv8, on the schema with if/then
// conditions the benchmark puts in window.__DATA__, as rjsf's documentation shows
// (https://rjsf-team.github.io/react-jsonschema-form/docs/).
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { installProbe } from '../player/pageProbe';

installProbe({
  mount(root) {
    const { schema, uiSchema } = window.__DATA__;
    createRoot(root).render(createElement(Form, { schema, uiSchema, validator }));
  },
  // A field's wrapper holds its control (a radio group's div carries the id too).
  question: (name) => `.rjsf-field:has(> [id="root_${name}"])`,
});
