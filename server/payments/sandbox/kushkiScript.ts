// The card provider's browser script as the sandbox serves it (/sandbox/kushki.js): the same calls
// the real one offers to the app (tokenization, 3-D Secure, bank list, transfer tokens), each a
// request to the sandbox's own API. The card number and CVV go from the page to the provider only:
// the app's server receives the token, bin and last four digits.

export const KUSHKI_SCRIPT = `(function () {
  var script = document.currentScript;
  var base = script && script.src ? new URL(script.src).origin : '';
  function call(method, path, body, callback) {
    fetch(base + path, {
      method: method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined
    }).then(function (response) {
      return response.json().then(function (data) { callback(response.ok ? data : { code: data.code || 'E000', message: data.message || 'Error', error: true }); });
    }).catch(function (error) { callback({ code: 'E000', message: String(error), error: true }); });
  }
  function Kushki(options) {
    this.merchantId = (options && options.merchantId) || '';
    this.inTestEnvironment = Boolean(options && options.inTestEnvironment);
  }
  /** { card: { name, number, cvc, expiryMonth, expiryYear }, currency, amount } -> { token, secureId, requires3ds } */
  Kushki.prototype.requestToken = function (params, callback) {
    call('POST', '/sandbox/kushki/v1/tokens', { merchantId: this.merchantId, card: params.card, currency: params.currency, amount: params.amount }, callback);
  };
  Kushki.prototype.requestSubscriptionToken = Kushki.prototype.requestToken;
  /** { secureId, security } -> { passed, isValid } */
  Kushki.prototype.requestValidate3DS = function (params, callback) {
    call('POST', '/sandbox/kushki/v1/3ds/' + encodeURIComponent(params.secureId), { security: params.security || null }, callback);
  };
  /** -> [{ code, name }] */
  Kushki.prototype.requestBankList = function (callback) {
    call('GET', '/sandbox/kushki/v1/transfer/banks', null, callback);
  };
  /** { bankId, documentNumber (the test ID), amount: { subtotalIva: 0, subtotalIva0, iva: 0 } } -> { token } */
  Kushki.prototype.requestTransferToken = function (params, callback) {
    call('POST', '/sandbox/kushki/v1/transfer/tokens', { merchantId: this.merchantId, bankId: params.bankId, documentNumber: params.documentNumber, amount: params.amount }, callback);
  };
  window.Kushki = Kushki;
})();
`;
