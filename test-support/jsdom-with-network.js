/**
 * jsdom with Node's own fetch (and its Headers, Request and Response), for a test that renders in
 * jsdom and lets the Firebase web SDK's browser build (the one the studio ships) talk to the local
 * Auth emulator: jsdom's window has no fetch of its own. Node's AbortController and AbortSignal
 * come with it: since Node 24 its fetch refuses a signal made by jsdom's (`AbortSignal.timeout`).
 */
const { TestEnvironment } = require("jest-environment-jsdom")

class JsdomWithNetwork extends TestEnvironment {
  constructor(config, context) {
    super(config, context)
    Object.assign(this.global, { fetch, Headers, Request, Response, AbortController, AbortSignal })
  }
}

module.exports = JsdomWithNetwork
