// The payments area's calls: the machines' actors (actors.ts), the provider's script loader and the
// app's wiring (forRuntime.ts).
export { createCardEnrolmentActors, createCashierActors } from './actors';
export { loadSavedCards } from './fops';
export { KUSHKI_SCRIPT_URL, loadKushkiScript, type KushkiConstructor, type KushkiLoader } from './kushkiScript';
export { cashierForRuntime, cardEnrolmentForRuntime, paymentActionsFor } from './forRuntime';
