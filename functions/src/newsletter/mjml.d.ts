// mjml 5 ships no type declarations: the one call the letter makes (mjml's lib/index.js).
declare module "mjml" {
  interface MjmlError {
    line: number
    message: string
    tagName: string
    formattedMessage: string
  }
  interface MjmlOptions {
    validationLevel?: "strict" | "soft" | "skip"
    minify?: boolean
    keepComments?: boolean
  }
  export default function mjml2html(input: string, options?: MjmlOptions): Promise<{ html: string; errors: MjmlError[] }>
}
