// Params of the view-supplied actions that several flows share (the view provides them with
// `machine.provide({ actions })`).

/** Navigate inside the app. */
export interface NavigateParams {
  to: string;
}

/** Leave the app for an external page (a payment provider's). */
export interface RedirectExternalParams {
  url: string;
}
