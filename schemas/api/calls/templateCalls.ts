import { DocumentConflictBody, DocumentIdParams } from '../documents';
import {
  ClauseAnswer,
  ClauseIdParams,
  ClausesAnswer,
  ClausesQuery,
  CreateClauseBody,
  DeleteClauseAnswer,
  DeleteClauseBody,
} from '../library';
import {
  CreateScenarioBody,
  CreateScenarioFromSubmissionBody,
  DeleteScenarioAnswer,
  RunScenariosBody,
  ScenarioAnswer,
  ScenarioIdBody,
  ScenarioIdParams,
  ScenariosAnswer,
} from '../scenarios';
import {
  CreateTempBody,
  DeleteTemplateAnswer,
  DeleteTemplateBody,
  SaveSelectedTempBody,
  SelectedTemplateAnswer,
  TemplateAnswer,
  TemplateIdParams,
  TemplatesAnswer,
  UpdateTempBody,
  UploadMdAnswer,
  UploadMdBody,
} from '../templates';
import { defineCalls } from './defineCalls';

const conflict = { 409: DocumentConflictBody };
const templates = 'plantillas';

// Rich-text templates: like the documents calls, writes carry the version they are based on.
export const templateCalls = defineCalls({
  'POST documents/createTemp': {
    tag: templates,
    summary: 'Crear una plantilla de texto enriquecido en un documento',
    security: 'bearer',
    body: CreateTempBody,
    answers: { 201: TemplateAnswer },
    errors: conflict,
  },
  'POST documents/updateTemp': {
    tag: templates,
    summary: 'Renombrar o guardar el contenido de una plantilla',
    security: 'bearer',
    body: UpdateTempBody,
    answers: { 200: TemplateAnswer },
    errors: conflict,
  },
  'DELETE documents/deleteTemplate': {
    tag: templates,
    summary: 'Eliminar una plantilla',
    security: 'bearer',
    body: DeleteTemplateBody,
    answers: { 200: DeleteTemplateAnswer },
    errors: conflict,
  },
  'POST documents/saveSelectedTemp': {
    tag: templates,
    summary: 'Elegir la plantilla con la que el documento se genera',
    security: 'bearer',
    body: SaveSelectedTempBody,
    answers: { 200: SelectedTemplateAnswer },
    errors: conflict,
  },
  'GET documents/getTemplate/:templateId': {
    tag: templates,
    summary: 'Una plantilla con su contenido',
    security: 'bearer',
    params: TemplateIdParams,
    answers: { 200: TemplateAnswer },
    errors: conflict,
  },
  'GET documents/getTemplates/:documentId': {
    tag: templates,
    summary: 'Las plantillas de un documento y la elegida para generarlo',
    security: 'bearer',
    params: DocumentIdParams,
    answers: { 200: TemplatesAnswer },
    errors: conflict,
  },
  'POST storage/uploadMd': {
    tag: templates,
    summary: 'Importar Markdown como contenido de una plantilla',
    security: 'bearer',
    body: UploadMdBody,
    answers: { 200: UploadMdAnswer },
    errors: conflict,
  },
});

const scenarios = 'casos de prueba';

// Test scenarios ("Casos de prueba"): the documents calls' naming and validation.
export const scenarioCalls = defineCalls({
  'GET documents/getScenarios/:documentId': {
    tag: scenarios,
    summary: 'Los casos de prueba de un documento con el estado de su última ejecución',
    security: 'bearer',
    params: DocumentIdParams,
    answers: { 200: ScenariosAnswer },
  },
  'GET documents/getScenario/:scenarioId': {
    tag: scenarios,
    summary: 'Un caso de prueba con sus respuestas, el texto aceptado y el de la última ejecución',
    security: 'bearer',
    params: ScenarioIdParams,
    answers: { 200: ScenarioAnswer },
  },
  'POST documents/createScenario': {
    tag: scenarios,
    summary: 'Guardar las respuestas de la vista previa como caso de prueba',
    security: 'bearer',
    body: CreateScenarioBody,
    answers: { 201: ScenarioAnswer },
  },
  'POST documents/createScenarioFromSubmission': {
    tag: scenarios,
    summary: 'Convertir las respuestas enviadas por un cliente en caso de prueba',
    security: 'bearer',
    body: CreateScenarioFromSubmissionBody,
    answers: { 201: ScenarioAnswer },
  },
  'POST documents/runScenarios': {
    tag: scenarios,
    summary: 'Probar todos los casos de prueba de un documento',
    security: 'bearer',
    body: RunScenariosBody,
    answers: { 200: ScenariosAnswer },
  },
  'POST documents/acceptScenario': {
    tag: scenarios,
    summary: 'Aceptar el texto nuevo de un caso como resultado esperado',
    security: 'bearer',
    body: ScenarioIdBody,
    answers: { 200: ScenarioAnswer },
  },
  'DELETE documents/deleteScenario': {
    tag: scenarios,
    summary: 'Eliminar un caso de prueba',
    security: 'bearer',
    body: ScenarioIdBody,
    answers: { 200: DeleteScenarioAnswer },
  },
});

const library = 'biblioteca';

// The clause library: passages of templates saved by name, per account.
export const libraryCalls = defineCalls({
  'POST library/createClause': {
    tag: library,
    summary: 'Guardar un pasaje de una plantilla como cláusula de la biblioteca',
    security: 'bearer',
    body: CreateClauseBody,
    answers: { 201: ClauseAnswer },
  },
  'GET library/getClauses': {
    tag: library,
    summary: 'Las cláusulas de la cuenta, con búsqueda por nombre o texto',
    security: 'bearer',
    query: ClausesQuery,
    answers: { 200: ClausesAnswer },
  },
  'GET library/getClause/:clauseId': {
    tag: library,
    summary: 'Una cláusula con su contenido',
    security: 'bearer',
    params: ClauseIdParams,
    answers: { 200: ClauseAnswer },
  },
  'DELETE library/deleteClause': {
    tag: library,
    summary: 'Eliminar una cláusula de la biblioteca',
    security: 'bearer',
    body: DeleteClauseBody,
    answers: { 200: DeleteClauseAnswer },
  },
});
