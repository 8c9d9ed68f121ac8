/** Every function is deployed to London; the browser's GATSBY_FIREBASE_FUNCTIONS_REGION says the same. */
export const REGION = "europe-west2"
