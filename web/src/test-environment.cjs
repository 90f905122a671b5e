const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom without the web platform pieces it lacks and Node has: the fetch family (the router
 * builds a Request for every navigation) and the text codecs. AbortController comes from Node
 * too, since Node's Request accepts only Node's AbortSignal.
 */
class WebEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const names = [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'AbortController',
      'AbortSignal',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'structuredClone',
    ];
    for (const name of names) this.global[name] = globalThis[name];
  }
}

module.exports = WebEnvironment;
