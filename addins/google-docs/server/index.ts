import { googleDocsMessages } from './googleDocsMessages';

// The add-on's entry points. Every function exported here becomes a top-level function of the
// built Code.js (scripts/buildAddins.mjs writes one declaration per export), which is what
// Apps Script's triggers and google.script.run call.
export {
  hostInsertText,
  hostReadText,
  hostSelectPassage,
  hostWrapSelection,
} from './documentHost';
export { hostExportDocx } from './exportDocx';
export { minutaHasToken, minutaRequest, minutaSetToken } from './minutaApi';

export function onOpen(): void {
  DocumentApp.getUi()
    .createAddonMenu()
    .addItem(googleDocsMessages.menuOpen, 'showSidebar')
    .addToUi();
}

export function onInstall(): void {
  onOpen();
}

export function showSidebar(): void {
  const html = HtmlService.createHtmlOutputFromFile('Sidebar').setTitle(
    googleDocsMessages.sidebarTitle,
  );
  DocumentApp.getUi().showSidebar(html);
}
