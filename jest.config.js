/** Jest as Gatsby documents it for TypeScript: babel-preset-gatsby, a gatsby mock, the loader shim. */
module.exports = {
  testEnvironment: "jsdom",
  testEnvironmentOptions: { url: "http://localhost/" },
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    // GitHub's workflow parser and its expressions library export ES modules only, under the "import"
    // condition, which jest's CommonJS resolution does not take: their files are named directly.
    "^@actions/(workflow-parser|expressions)$": "<rootDir>/node_modules/@actions/$1/dist/index.js",
    "^@actions/expressions/(.+)$": "<rootDir>/node_modules/@actions/expressions/dist/$1.js",
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2|mp4|webm|wav|mp3|m4a|aac|oga)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testMatch: ["<rootDir>/__tests__/**/*.test.[jt]s?(x)"],
  // Anchored to the project: a bare "\\.cache" also matches a checkout that lives under any .cache folder.
  // The local build hook's staging copy of the site (scripts/local-site-build.ts).
  modulePathIgnorePatterns: ["<rootDir>/.local-site/"],
  testPathIgnorePatterns: ["<rootDir>/node_modules/", "<rootDir>/.cache/", "<rootDir>/public/", "<rootDir>/e2e/"],
  // sanitize-html's HTML parser and its helpers, and GitHub's workflow parser, ship as ES modules only: jest compiles them too.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|sanitize-html|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities|@actions/workflow-parser|@actions/expressions)/)"],
  globals: { __PATH_PREFIX__: "" },
  // Two suites at once on two cores: most suites wait on the local backend's emulators more than they
  // compute, and jest's default (one worker fewer than the cores) runs them one after another.
  maxWorkers: 2,
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  // One local backend for the suites that share it (docs/testing.md, "One local backend per run").
  globalSetup: "<rootDir>/__tests__/helpers/shared-backend-setup.ts",
  globalTeardown: "<rootDir>/__tests__/helpers/shared-backend-teardown.ts",
}
