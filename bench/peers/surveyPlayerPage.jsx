// SurveyJS Form Library on the survey in window.__DATA__, as its documentation shows
// (https://surveyjs.io/form-library/documentation/get-started-react): the model is built from
// the JSON inside the timed mount, as a page receiving the JSON does.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import 'survey-core/survey-core.css';
import { installProbe } from '../player/pageProbe';

installProbe({
  mount(root) {
    const model = new Model(window.__DATA__);
    createRoot(root).render(createElement(Survey, { model }));
  },
  question: (name) => `[data-name="${name}"]`,
});
