/** pdf-parse's library module: its index runs a self-test of its own when it thinks it is not required. */
declare module "pdf-parse/lib/pdf-parse.js" {
  import pdf from "pdf-parse"
  export default pdf
}
