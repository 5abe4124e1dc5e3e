// SurveyJS Creator opened on the survey the benchmark puts in window.__SURVEY__, as its
// documentation shows (https://surveyjs.io/survey-creator/documentation/get-started-react).
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { SurveyCreator, SurveyCreatorComponent } from 'survey-creator-react';
import 'survey-core/survey-core.css';
import 'survey-creator-core/survey-creator-core.css';

const creator = new SurveyCreator({ showLogicTab: true, showTranslationTab: false });
creator.JSON = window.__SURVEY__;
createRoot(document.getElementById('root')).render(
  createElement(SurveyCreatorComponent, { creator }),
);
