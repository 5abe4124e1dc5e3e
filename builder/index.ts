// The builder's public entry: the interview editor and the atoms the app wires.

export { builderMessages } from './builderMessages';
export { InterviewEditor, type InterviewEditorProps } from './components/InterviewEditor';
export { RedlineView } from './redline/RedlineView';
export { redlineMessages } from './redline/redlineMessages';
export { SaveScenarioButton } from './scenarios/SaveScenario';
export { ScenariosDialog } from './scenarios/ScenariosDialog';
export { scenarioMessages } from './scenarios/scenarioMessages';
export { type BuilderApi, builderApiAtom } from './state/builderApi';
export type { LoadedDocument } from './state/editorAtoms';
export { ProvenanceDetails } from './template/ProvenanceDetails';
export { provenanceMessages } from './template/provenanceMessages';
export { ImportInterviewForm } from './transfer/ImportInterviewForm';
export { transferMessages } from './transfer/transferMessages';
