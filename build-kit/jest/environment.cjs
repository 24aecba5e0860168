// jsdom has no fetch. Node's fetch, Request and Response are handed in together with Node's AbortController:
// a Request only accepts signals of its own realm, and TanStack Query and ky create theirs from the globals.
// FormData, Blob and File come from Node together, so that a test's File can be appended to an upload's FormData.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'Blob',
      'File',
      'AbortController',
      'AbortSignal',
      'ReadableStream',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
    ]) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
