/**
 * jsdom with Node's own fetch (and its Headers, Request and Response), for a test that renders in
 * jsdom and lets the Firebase web SDK's browser build (the one the studio ships) talk to the local
 * Auth emulator: jsdom's window has no fetch of its own.
 */
const { TestEnvironment } = require("jest-environment-jsdom")

class JsdomWithNetwork extends TestEnvironment {
  constructor(config, context) {
    super(config, context)
    Object.assign(this.global, { fetch, Headers, Request, Response })
  }
}

module.exports = JsdomWithNetwork
