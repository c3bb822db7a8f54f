// A minimal stand-in for Stripe.js v3 (the `endive` release train @stripe/stripe-js v10 loads),
// served by intercept-stripe.ts in place of https://js.stripe.com/.../stripe.js. It defines
// window.Stripe with what @stripe/react-stripe-js v7 checks and calls, renders the Payment and
// Express Checkout Elements as plain labelled inputs and buttons (no iframe), and confirms by
// POSTing form-encoded card data to https://api.stripe.com/v1/payment_intents/:id/confirm with
// the publishable key and client secret, which the interception forwards to the fake API.
// Everything it was asked to do is recorded on window.__fakeStripe (see FakeStripeJsRecord).

export interface StripeJsStandInOptions {
  /** `Stripe.version`; @stripe/stripe-js v10 warns unless it is 'endive'. Default 'endive'. */
  version?: string | number;
  /**
   * Hostnames registered for wallets (Stripe's payment method domains). When set, Apple Pay and
   * Google Pay are shown only on these hostnames, as Stripe does; default: shown everywhere.
   */
  walletDomains?: string[];
  /** The Payment Element's preselected country. Default 'AU'. */
  defaultCountry?: string;
  /** Where API calls go. Default https://api.stripe.com (intercepted). */
  apiBase?: string;
}

/** What the stand-in records on `window.__fakeStripe`. */
export interface FakeStripeJsRecord {
  version: string | number;
  publishableKey: string | null;
  stripeOptions: Record<string, unknown> | null;
  instances: number;
  /** Options of every `stripe.elements(...)` call (clientSecret, appearance, ...). */
  elementsOptions: Array<Record<string, unknown>>;
  /** The Payment Element's `wallets` option as the page passed it (null when absent). */
  wallets: { applePay?: string; googlePay?: string; link?: string } | null;
  /** Which wallet buttons the Payment Element showed. */
  walletsShown: { applePay: boolean; googlePay: boolean } | null;
  /** The Payment Element's `fields` option as passed (null when absent). */
  fields: Record<string, unknown> | null;
  /** The Express Checkout Element's options and the buttons it showed. */
  expressCheckout: {
    options: Record<string, unknown>;
    shown: { applePay: boolean; googlePay: boolean };
  } | null;
  createdTypes: string[];
  mountedTypes: string[];
  wrappers: Array<{ name: string; version?: string }>;
  appInfo: Array<{ name: string; version?: string; url?: string }>;
  /** Each confirmPayment call that reached the API (no card data). */
  confirmCalls: Array<{
    paymentIntent: string;
    redirect: string;
    returnUrl: string | null;
    billingDetails: Record<string, unknown>;
  }>;
  /** Each API request made, as 'METHOD /path'. */
  requests: string[];
}

const SOURCE = String.raw`(function () {
  'use strict';
  var CONFIG = __CONFIG__;
  if (window.Stripe && window.Stripe.__fakeStripe) return;

  var record = (window.__fakeStripe = {
    version: CONFIG.version,
    publishableKey: null,
    stripeOptions: null,
    instances: 0,
    elementsOptions: [],
    wallets: null,
    walletsShown: null,
    fields: null,
    expressCheckout: null,
    createdTypes: [],
    mountedTypes: [],
    wrappers: [],
    appInfo: [],
    confirmCalls: [],
    requests: []
  });

  var COLORS = { text: '#1a1a1a', border: '#6b7280', error: '#b00020', background: '#ffffff' };
  var CONNECTION_ERROR = {
    type: 'api_connection_error',
    message:
      'We are experiencing issues connecting to our payments provider. You have not been charged. Please check your internet connection and try again.'
  };
  var uid = 0;

  function integrationError(message) {
    var error = new Error(message);
    error.name = 'IntegrationError';
    return error;
  }
  function clone(value) {
    return value === undefined ? null : JSON.parse(JSON.stringify(value));
  }
  function never() {
    return new Promise(function () {});
  }
  function navigate(url) {
    window.location.href = url;
  }

  // ----- API -----
  function encode(params) {
    var parts = [];
    function add(key, value) {
      if (value === undefined || value === null) return;
      if (typeof value === 'object') {
        if (Array.isArray(value)) {
          value.forEach(function (item, index) { add(key + '[' + index + ']', item); });
        } else {
          Object.keys(value).forEach(function (k) { add(key + '[' + k + ']', value[k]); });
        }
        return;
      }
      parts.push(encodeURIComponent(key) + '=' + encodeURIComponent(String(value)));
    }
    Object.keys(params).forEach(function (key) { add(key, params[key]); });
    return parts.join('&');
  }
  function api(method, path, params) {
    var query = encode(params);
    record.requests.push(method + ' ' + path);
    var init = method === 'GET'
      ? { method: 'GET' }
      : { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: query };
    return fetch(CONFIG.apiBase + path + (method === 'GET' ? '?' + query : ''), init)
      .then(function (response) {
        return response.json().then(function (body) { return { status: response.status, body: body }; });
      })
      .catch(function () { return { status: 0, body: null }; });
  }
  function idFromSecret(clientSecret) {
    var at = typeof clientSecret === 'string' ? clientSecret.indexOf('_secret_') : -1;
    if (at <= 0) {
      throw integrationError(
        'Invalid value for clientSecret: expected the client secret of a PaymentIntent (pi_..._secret_...).'
      );
    }
    return clientSecret.slice(0, at);
  }
  function errorOf(result) {
    if (result.status === 0 || !result.body || !result.body.error) return CONNECTION_ERROR;
    return result.body.error;
  }

  // ----- events -----
  function Emitter() {
    this._handlers = {};
  }
  Emitter.prototype.on = function (event, handler) {
    (this._handlers[event] = this._handlers[event] || []).push(handler);
    return this;
  };
  Emitter.prototype.off = function (event, handler) {
    var list = this._handlers[event];
    if (!list) return this;
    this._handlers[event] = handler ? list.filter(function (h) { return h !== handler; }) : [];
    return this;
  };
  Emitter.prototype.once = function (event, handler) {
    var self = this;
    function wrapped(payload) {
      self.off(event, wrapped);
      handler(payload);
    }
    return this.on(event, wrapped);
  };
  Emitter.prototype._emit = function (event, payload) {
    (this._handlers[event] || []).slice().forEach(function (handler) { handler(payload); });
  };

  // ----- DOM -----
  function node(tag, attributes, children) {
    var element = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (key) {
      var value = attributes[key];
      if (value === undefined || value === null || value === false) return;
      if (key === 'style') Object.assign(element.style, value);
      else if (key === 'text') element.textContent = value;
      else if (key === 'value') element.value = value;
      else element.setAttribute(key, value === true ? '' : String(value));
    });
    (children || []).forEach(function (child) { if (child) element.appendChild(child); });
    return element;
  }
  var LABEL_STYLE = { display: 'block', marginTop: '12px', fontSize: '14px', color: COLORS.text };
  var INPUT_STYLE = {
    display: 'block', width: '100%', boxSizing: 'border-box', marginTop: '4px', padding: '10px 12px',
    border: '1px solid ' + COLORS.border, borderRadius: '4px', fontSize: '16px',
    color: COLORS.text, background: COLORS.background
  };
  var BUTTON_STYLE = {
    padding: '10px 16px', marginRight: '8px', border: '1px solid #000', borderRadius: '4px',
    fontSize: '16px', color: '#ffffff', background: '#000000', cursor: 'pointer'
  };
  function shows(option) {
    return option === undefined || option === null || option === 'auto' || option === 'always';
  }
  function walletDomainAllowed() {
    return !CONFIG.walletDomains || CONFIG.walletDomains.indexOf(window.location.hostname) >= 0;
  }

  // ----- cards -----
  function digits(text) {
    return String(text || '').replace(/\D/g, '');
  }
  function brandOf(number) {
    if (/^4/.test(number)) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
    if (/^3[47]/.test(number)) return 'amex';
    return 'unknown';
  }
  function luhn(number) {
    var sum = 0;
    for (var i = 0; i < number.length; i++) {
      var digit = Number(number.charAt(number.length - 1 - i));
      if (i % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return sum % 10 === 0;
  }
  function validation(code, message, field) {
    return { error: { type: 'validation_error', code: code, message: message }, field: field };
  }
  function validateCard(values) {
    var number = digits(values.number);
    var amex = brandOf(number) === 'amex';
    if (number.length < (amex ? 15 : 16)) {
      return validation('incomplete_number', 'Your card number is incomplete.', 'number');
    }
    if (number.length > 19 || !luhn(number)) {
      return validation('invalid_number', 'Your card number is invalid.', 'number');
    }
    var expiry = digits(values.expiry);
    if (expiry.length < 4) {
      return validation('incomplete_expiry', "Your card's expiration date is incomplete.", 'expiry');
    }
    var month = Number(expiry.slice(0, 2));
    var year = expiry.length >= 6 ? Number(expiry.slice(2, 6)) : 2000 + Number(expiry.slice(2, 4));
    var today = new Date();
    if (month < 1 || month > 12) {
      return validation('invalid_expiry_month', "Your card's expiration date is invalid.", 'expiry');
    }
    if (year < today.getFullYear()) {
      return validation('invalid_expiry_year_past', "Your card's expiration year is in the past.", 'expiry');
    }
    if (year === today.getFullYear() && month < today.getMonth() + 1) {
      return validation('invalid_expiry_month_past', "Your card's expiration date is in the past.", 'expiry');
    }
    var cvc = digits(values.cvc);
    if (cvc.length < (amex ? 4 : 3)) {
      return validation('incomplete_cvc', "Your card's security code is incomplete.", 'cvc');
    }
    return { card: { number: number, exp_month: month, exp_year: year, cvc: cvc } };
  }

  // ----- the Payment Element -----
  var COUNTRIES = [
    ['AU', 'Australia'], ['NZ', 'New Zealand'], ['GB', 'United Kingdom'], ['US', 'United States']
  ];

  function PaymentElement(group, options) {
    Emitter.call(this);
    this.elementType = 'payment';
    this._group = group;
    this._options = clone(options || {}) || {};
    this._values = { number: '', expiry: '', cvc: '', country: CONFIG.defaultCountry };
    this._root = null;
    this._inputs = {};
    this._mounted = false;
    this._destroyed = false;
    this._focused = false;
    this._record();
  }
  PaymentElement.prototype = Object.create(Emitter.prototype);
  PaymentElement.prototype._record = function () {
    record.wallets = this._options.wallets === undefined ? null : clone(this._options.wallets);
    record.fields = this._options.fields === undefined ? null : clone(this._options.fields);
  };
  PaymentElement.prototype._billingRule = function (field) {
    var billing = (this._options.fields || {}).billingDetails;
    if (billing === 'never') return 'never';
    if (!billing || typeof billing !== 'object') return 'auto';
    var rule = billing[field];
    if (field === 'address' && rule && typeof rule === 'object') return 'partial';
    return rule || 'auto';
  };
  PaymentElement.prototype._collectsCountry = function () {
    var address = ((this._options.fields || {}).billingDetails || {}).address;
    if (this._billingRule('address') === 'never') return false;
    return !(address && typeof address === 'object' && address.country === 'never');
  };
  PaymentElement.prototype._render = function () {
    var self = this;
    var id = 'fake-stripe-' + ++uid;
    var wallets = this._options.wallets || {};
    var shown = {
      applePay: shows(wallets.applePay) && walletDomainAllowed(),
      googlePay: shows(wallets.googlePay) && walletDomainAllowed()
    };
    record.walletsShown = shown;
    this._inputs = {};
    var walletRow = null;
    if (shown.applePay || shown.googlePay) {
      walletRow = node('div', { role: 'group', 'aria-label': 'Wallets', style: { marginBottom: '8px' } }, [
        shown.applePay ? this._walletButton('Apple Pay', 'apple_pay') : null,
        shown.googlePay ? this._walletButton('Google Pay', 'google_pay') : null
      ]);
    }
    function field(key, label, attributes, wrapperStyle) {
      var input = node('input', Object.assign({
        id: id + '-' + key,
        type: 'text',
        'data-fake-stripe-field': key,
        'aria-describedby': id + '-error',
        value: self._values[key],
        style: INPUT_STYLE
      }, attributes));
      input.addEventListener('input', function () {
        self._values[key] = input.value;
        self._showError(null);
        self._emitChange();
      });
      self._inputs[key] = input;
      return node('div', { style: wrapperStyle || {} }, [
        node('label', { for: input.id, text: label, style: LABEL_STYLE }),
        input
      ]);
    }
    var country = null;
    if (this._collectsCountry()) {
      var select = node('select', {
        id: id + '-country',
        name: 'country',
        autocomplete: 'country',
        'data-fake-stripe-field': 'country',
        style: INPUT_STYLE
      }, COUNTRIES.map(function (entry) {
        return node('option', { value: entry[0], text: entry[1] });
      }));
      select.value = this._values.country;
      select.addEventListener('change', function () {
        self._values.country = select.value;
        self._emitChange();
      });
      this._inputs.country = select;
      country = node('div', {}, [node('label', { for: select.id, text: 'Country', style: LABEL_STYLE }), select]);
    }
    var root = node('div', {
      'data-fake-stripe-element': 'payment',
      style: { fontFamily: 'system-ui, sans-serif', color: COLORS.text, background: COLORS.background }
    }, [
      walletRow,
      field('number', 'Card number', {
        name: 'cardnumber', inputmode: 'numeric', autocomplete: 'cc-number',
        placeholder: '1234 1234 1234 1234', maxlength: '23'
      }),
      node('div', { style: { display: 'flex', gap: '12px' } }, [
        field('expiry', 'Expiry (MM / YY)', {
          name: 'exp-date', inputmode: 'numeric', autocomplete: 'cc-exp', placeholder: 'MM / YY', maxlength: '9'
        }, { flex: '1' }),
        field('cvc', 'CVC', {
          name: 'cvc', inputmode: 'numeric', autocomplete: 'cc-csc', placeholder: 'CVC', maxlength: '4'
        }, { flex: '1' })
      ]),
      country,
      node('p', {
        id: id + '-error',
        'aria-live': 'polite',
        'data-fake-stripe-error': '',
        style: { color: COLORS.error, fontSize: '14px', margin: '8px 0 0', minHeight: '1em' }
      })
    ]);
    root.addEventListener('focusin', function () {
      if (self._focused) return;
      self._focused = true;
      self._emit('focus', { elementType: 'payment' });
    });
    root.addEventListener('focusout', function (event) {
      if (event.relatedTarget && root.contains(event.relatedTarget)) return;
      self._focused = false;
      self._emit('blur', { elementType: 'payment' });
    });
    root.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') self._emit('escape', { elementType: 'payment' });
    });
    return root;
  };
  PaymentElement.prototype._walletButton = function (label, type) {
    var self = this;
    var button = node('button', { type: 'button', 'data-fake-stripe-wallet': type, text: label, style: BUTTON_STYLE });
    button.addEventListener('click', function () {
      self._emit('click', { elementType: 'payment', expressPaymentType: type, resolve: function () {} });
    });
    return button;
  };
  PaymentElement.prototype._state = function () {
    var values = this._values;
    var empty = !values.number && !values.expiry && !values.cvc;
    return { empty: empty, result: validateCard(values) };
  };
  PaymentElement.prototype._emitChange = function () {
    var state = this._state();
    this._emit('change', {
      elementType: 'payment',
      complete: !state.result.error,
      empty: state.empty,
      collapsed: false,
      value: { type: 'card' }
    });
  };
  PaymentElement.prototype._showError = function (result) {
    if (!this._root) return;
    var self = this;
    var message = this._root.querySelector('[data-fake-stripe-error]');
    message.textContent = result ? result.error.message : '';
    Object.keys(this._inputs).forEach(function (key) {
      var input = self._inputs[key];
      if (result && result.field === key) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    });
  };
  PaymentElement.prototype._validate = function (show) {
    var result = this._state().result;
    if (show) this._showError(result.error ? result : null);
    return result;
  };
  PaymentElement.prototype._missingBillingDetails = function (given) {
    var self = this;
    var missing = null;
    ['name', 'email', 'phone'].forEach(function (field) {
      if (!missing && self._billingRule(field) === 'never' && given[field] === undefined) missing = field;
    });
    if (missing) return missing;
    var addressRule = this._billingRule('address');
    var address = given.address || {};
    var rules = ((this._options.fields || {}).billingDetails || {}).address;
    var keys = { line1: 'line1', line2: 'line2', city: 'city', state: 'state', country: 'country', postalCode: 'postal_code' };
    Object.keys(keys).forEach(function (key) {
      if (missing) return;
      var never = addressRule === 'never' || (addressRule === 'partial' && rules[key] === 'never');
      if (never && address[keys[key]] === undefined) missing = 'address.' + keys[key];
    });
    return missing;
  };
  PaymentElement.prototype.mount = function (target) {
    if (this._destroyed) throw integrationError('This Element has already been destroyed. Please create a new one.');
    var container = typeof target === 'string' ? document.querySelector(target) : target;
    if (!container || typeof container.appendChild !== 'function') {
      throw integrationError('Invalid DOM element. Make sure to call mount() with a valid DOM element or selector.');
    }
    if (this._mounted) {
      throw integrationError('This Element is already mounted. Use unmount() to unmount the Element before re-mounting.');
    }
    this._root = this._render();
    container.appendChild(this._root);
    this._mounted = true;
    record.mountedTypes.push('payment');
    var self = this;
    this._emit('loaderstart', { elementType: 'payment' });
    this._group._load().then(function (result) {
      if (!self._mounted) return;
      if (result.error) self._emit('loaderror', { elementType: 'payment', error: result.error });
      else self._emit('ready', { elementType: 'payment' });
    });
  };
  PaymentElement.prototype.unmount = function () {
    if (this._root && this._root.parentNode) this._root.parentNode.removeChild(this._root);
    this._root = null;
    this._inputs = {};
    this._mounted = false;
  };
  PaymentElement.prototype.destroy = function () {
    this.unmount();
    this._destroyed = true;
    this._group._remove(this);
  };
  PaymentElement.prototype.update = function (options) {
    Object.assign(this._options, clone(options || {}));
    this._record();
    if (this._mounted && this._root) {
      var fresh = this._render();
      this._root.parentNode.replaceChild(fresh, this._root);
      this._root = fresh;
    }
  };
  PaymentElement.prototype.focus = function () {
    if (this._inputs.number) this._inputs.number.focus();
  };
  PaymentElement.prototype.blur = function () {
    if (this._root && this._root.contains(document.activeElement)) document.activeElement.blur();
  };
  PaymentElement.prototype.clear = function () {
    var self = this;
    this._values.number = this._values.expiry = this._values.cvc = '';
    ['number', 'expiry', 'cvc'].forEach(function (key) {
      if (self._inputs[key]) self._inputs[key].value = '';
    });
    this._showError(null);
    this._emitChange();
  };
  PaymentElement.prototype.collapse = function () {};

  // ----- the Express Checkout Element -----
  function ExpressCheckoutElement(group, options) {
    Emitter.call(this);
    this.elementType = 'expressCheckout';
    this._group = group;
    this._options = clone(options || {}) || {};
    this._root = null;
    this._mounted = false;
    this._destroyed = false;
    this._shown = this._computeShown();
  }
  ExpressCheckoutElement.prototype = Object.create(Emitter.prototype);
  ExpressCheckoutElement.prototype._computeShown = function () {
    var methods = this._options.paymentMethods || this._options.wallets || {};
    var shown = {
      applePay: shows(methods.applePay) && walletDomainAllowed(),
      googlePay: shows(methods.googlePay) && walletDomainAllowed()
    };
    record.expressCheckout = { options: clone(this._options), shown: shown };
    return shown;
  };
  ExpressCheckoutElement.prototype._render = function () {
    var self = this;
    function button(label, type) {
      var element = node('button', { type: 'button', 'data-fake-stripe-wallet': type, text: label, style: BUTTON_STYLE });
      element.addEventListener('click', function () {
        self._emit('click', { elementType: 'expressCheckout', expressPaymentType: type, resolve: function () {} });
      });
      return element;
    }
    return node('div', { 'data-fake-stripe-element': 'expressCheckout', role: 'group', 'aria-label': 'Express checkout' }, [
      this._shown.applePay ? button('Apple Pay', 'apple_pay') : null,
      this._shown.googlePay ? button('Google Pay', 'google_pay') : null
    ]);
  };
  ExpressCheckoutElement.prototype.mount = function (target) {
    if (this._destroyed) throw integrationError('This Element has already been destroyed. Please create a new one.');
    var container = typeof target === 'string' ? document.querySelector(target) : target;
    if (!container || typeof container.appendChild !== 'function') {
      throw integrationError('Invalid DOM element. Make sure to call mount() with a valid DOM element or selector.');
    }
    if (this._mounted) {
      throw integrationError('This Element is already mounted. Use unmount() to unmount the Element before re-mounting.');
    }
    this._root = this._render();
    container.appendChild(this._root);
    this._mounted = true;
    record.mountedTypes.push('expressCheckout');
    var self = this;
    this._group._load().then(function (result) {
      if (!self._mounted) return;
      if (result.error) {
        self._emit('loaderror', { elementType: 'expressCheckout', error: result.error });
        return;
      }
      var any = self._shown.applePay || self._shown.googlePay;
      self._emit('ready', {
        elementType: 'expressCheckout',
        availablePaymentMethods: any
          ? { applePay: self._shown.applePay, googlePay: self._shown.googlePay, link: false, paypal: false, amazonPay: false }
          : undefined
      });
    });
  };
  ExpressCheckoutElement.prototype.unmount = PaymentElement.prototype.unmount;
  ExpressCheckoutElement.prototype.destroy = PaymentElement.prototype.destroy;
  ExpressCheckoutElement.prototype.update = function (options) {
    Object.assign(this._options, clone(options || {}));
    this._shown = this._computeShown();
    if (this._mounted && this._root) {
      var fresh = this._render();
      this._root.parentNode.replaceChild(fresh, this._root);
      this._root = fresh;
    }
  };
  ExpressCheckoutElement.prototype.focus = function () {};
  ExpressCheckoutElement.prototype.blur = function () {};
  ExpressCheckoutElement.prototype.clear = function () {};

  // ----- Elements -----
  function Elements(stripe, options) {
    this._stripe = stripe;
    this._options = clone(options || {}) || {};
    this._elements = {};
    this._loading = null;
    record.elementsOptions.push(clone(options || {}));
  }
  Elements.prototype.create = function (type, options) {
    var Kind = type === 'payment' ? PaymentElement : type === 'expressCheckout' ? ExpressCheckoutElement : null;
    if (!Kind) {
      throw integrationError(
        'The Stripe.js stand-in (tests/support/fake-stripe) supports only the payment and expressCheckout Elements, not ' + type + '.'
      );
    }
    if (this._elements[type]) throw integrationError('Can only create one Element of type ' + type + '.');
    var element = new Kind(this, options);
    this._elements[type] = element;
    record.createdTypes.push(type);
    return element;
  };
  Elements.prototype.getElement = function (type) {
    return this._elements[type] || null;
  };
  Elements.prototype.update = function (options) {
    if (options && options.clientSecret !== undefined) {
      throw integrationError('elements.update(): clientSecret cannot be updated; create a new Elements group.');
    }
    Object.assign(this._options, clone(options || {}));
  };
  Elements.prototype.fetchUpdates = function () {
    return Promise.resolve({});
  };
  Elements.prototype.submit = function () {
    var element = this._elements.payment;
    if (!element || !element._mounted) return Promise.resolve({ selectedPaymentMethod: undefined });
    var result = element._validate(true);
    return Promise.resolve(result.error ? { error: result.error } : { selectedPaymentMethod: 'card' });
  };
  Elements.prototype._load = function () {
    if (!this._loading) {
      var secret = this._options.clientSecret;
      var stripe = this._stripe;
      this._loading = !secret
        ? Promise.resolve({})
        : stripe.retrievePaymentIntent(secret).then(function (result) {
            return result.error ? { error: result.error } : {};
          });
    }
    return this._loading;
  };
  Elements.prototype._remove = function (element) {
    if (this._elements[element.elementType] === element) delete this._elements[element.elementType];
  };

  // ----- Stripe -----
  function unsupported(name) {
    return function () {
      return Promise.resolve({
        error: {
          type: 'invalid_request_error',
          message: 'stripe.' + name + '() is not supported by the Stripe.js stand-in (tests/support/fake-stripe).'
        }
      });
    };
  }
  function StripeClient(key, options) {
    this._key = key;
    this._options = options || {};
  }
  StripeClient.prototype.elements = function (options) {
    return new Elements(this, options);
  };
  StripeClient.prototype._registerWrapper = function (wrapper) {
    record.wrappers.push(clone(wrapper));
  };
  StripeClient.prototype.registerAppInfo = function (info) {
    record.appInfo.push(clone(info));
  };
  StripeClient.prototype._params = function (params) {
    params.key = this._key;
    if (this._options.stripeAccount) params._stripe_account = this._options.stripeAccount;
    return params;
  };
  StripeClient.prototype.retrievePaymentIntent = function (clientSecret) {
    var id;
    try {
      id = idFromSecret(clientSecret);
    } catch (error) {
      return Promise.reject(error);
    }
    return api('GET', '/v1/payment_intents/' + encodeURIComponent(id), this._params({ client_secret: clientSecret }))
      .then(function (result) {
        return result.status === 200 ? { paymentIntent: result.body } : { error: errorOf(result) };
      });
  };
  StripeClient.prototype.confirmPayment = function (args) {
    args = args || {};
    var elements = args.elements;
    var confirmParams = args.confirmParams || {};
    var redirect = args.redirect || 'always';
    if (!(elements instanceof Elements)) {
      return Promise.reject(integrationError(
        'stripe.confirmPayment(): the elements argument must be the Elements group the Payment Element was created from.'
      ));
    }
    if (redirect !== 'always' && redirect !== 'if_required') {
      return Promise.reject(integrationError("stripe.confirmPayment(): redirect must be 'always' or 'if_required'."));
    }
    if (redirect === 'always' && !confirmParams.return_url) {
      return Promise.reject(integrationError(
        "stripe.confirmPayment(): the confirmParams.return_url argument is required unless passing redirect: 'if_required'"
      ));
    }
    var clientSecret = args.clientSecret || elements._options.clientSecret;
    var id;
    try {
      id = idFromSecret(clientSecret);
    } catch (error) {
      return Promise.reject(error);
    }
    var element = elements._elements.payment;
    if (!element || !element._mounted) {
      return Promise.reject(integrationError('stripe.confirmPayment(): the Payment Element must be mounted before confirming.'));
    }
    var checked = element._validate(true);
    if (checked.error) return Promise.resolve({ error: checked.error });
    var given = clone((confirmParams.payment_method_data || {}).billing_details || {}) || {};
    var missing = element._missingBillingDetails(given);
    if (missing) {
      return Promise.reject(integrationError(
        'You specified "never" for fields.billing_details.' + missing +
        ' when creating the payment Element, but did not pass confirmParams.payment_method_data.billing_details.' + missing +
        ' when calling stripe.confirmPayment(). If you opt out of collecting data via the payment Element using the fields option, the data must be passed in when calling stripe.confirmPayment().'
      ));
    }
    if (element._collectsCountry()) {
      given.address = given.address || {};
      if (given.address.country === undefined) given.address.country = element._values.country;
    }
    record.confirmCalls.push({
      paymentIntent: id,
      redirect: redirect,
      returnUrl: confirmParams.return_url || null,
      billingDetails: clone(given)
    });
    var params = this._params({
      client_secret: clientSecret,
      expected_payment_method_type: 'card',
      payment_method_data: { type: 'card', card: checked.card, billing_details: given },
      return_url: confirmParams.return_url,
      receipt_email: confirmParams.receipt_email
    });
    return api('POST', '/v1/payment_intents/' + encodeURIComponent(id) + '/confirm', params).then(function (result) {
      if (result.status !== 200) return { error: errorOf(result) };
      var paymentIntent = result.body;
      var action = paymentIntent.next_action;
      if (paymentIntent.status === 'requires_action' && action && action.type === 'redirect_to_url') {
        navigate(action.redirect_to_url.url);
        return never();
      }
      if (redirect === 'if_required') return { paymentIntent: paymentIntent };
      var back = new URL(confirmParams.return_url, window.location.href);
      back.searchParams.set('payment_intent', paymentIntent.id);
      back.searchParams.set('payment_intent_client_secret', clientSecret);
      back.searchParams.set(
        'redirect_status',
        paymentIntent.status === 'succeeded' || paymentIntent.status === 'requires_capture'
          ? 'succeeded'
          : paymentIntent.status === 'processing' ? 'processing' : 'failed'
      );
      navigate(back.toString());
      return never();
    });
  };
  [
    'createToken', 'createPaymentMethod', 'createSource', 'confirmCardPayment', 'confirmSetup',
    'handleCardAction', 'handleNextAction', 'retrieveSetupIntent', 'createConfirmationToken'
  ].forEach(function (name) {
    StripeClient.prototype[name] = unsupported(name);
  });
  StripeClient.prototype.paymentRequest = function () {
    throw integrationError('stripe.paymentRequest() is not supported by the Stripe.js stand-in; use the expressCheckout Element.');
  };

  function Stripe(key, options) {
    if (typeof key !== 'string' || key === '') {
      throw integrationError('Please call Stripe() with your publishable key. You used an empty string.');
    }
    if (/^(sk|rk)_/.test(key)) {
      throw integrationError('You should not use your secret key with Stripe.js. Please pass a publishable key instead.');
    }
    record.publishableKey = key;
    record.stripeOptions = clone(options || null);
    record.instances += 1;
    return new StripeClient(key, options || {});
  }
  Stripe.version = CONFIG.version;
  Stripe.__fakeStripe = true;
  window.Stripe = Stripe;
})();
`;

/** The stand-in's JavaScript source, configured. */
export function stripeJsStandInSource(options: StripeJsStandInOptions = {}): string {
  const config = {
    version: options.version ?? 'endive',
    walletDomains: options.walletDomains ?? null,
    defaultCountry: options.defaultCountry ?? 'AU',
    apiBase: options.apiBase ?? 'https://api.stripe.com',
  };
  return SOURCE.replace('__CONFIG__', () => JSON.stringify(config));
}

/** The stand-in with its defaults (version 'endive', wallets on every hostname, country AU). */
export const STRIPE_JS_STAND_IN: string = stripeJsStandInSource();
