export { startServer, freePort, type RunningServer } from './server';
export { openBrowser, cspViolationsOf, VIEWPORTS, CHROMIUM, CHROMIUM_ARGS, type BrowserSession, type ViewportName } from './browser';
export { seriousViolations } from './axe';
export { checkPage, RESULTS_DIR } from './check';
export * from './booking';
export * from './payments';
export * from './newPlayer';
export { browserSessions, tomorrowInSantiago, unexpectedErrors } from './session';
export { fillSummary, openCashier, takeSlot } from './summaryFlow';
