// The interview player: runs a compiled interview for operators (preview), guests (a link) and
// integrators (the embed).

export { SaveStatus } from './autosave/SaveStatus';
export { type AutosaveState, type SaveAnswers, useAutosave } from './autosave/useAutosave';
export { InterviewPlayer, type InterviewPlayerProps, type SubmitOutcome } from './InterviewPlayer';
export type { Answers } from './model/answers';
export { playerMessages } from './playerMessages';
export type { FillWordTemplate, PaneDocument } from './preview/DocumentPane';
export { PlayerWithDocument, type PlayerWithDocumentProps } from './preview/PlayerWithDocument';
