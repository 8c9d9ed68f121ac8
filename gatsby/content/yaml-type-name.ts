/**
 * The GraphQL type gatsby-transformer-yaml gives a data file: content/web-stories.yaml becomes
 * WebStoriesYaml. gatsby-config hands this rule to the transformer; the schema and the checks use it too.
 */
export const yamlTypeName = (fileName: string): string =>
  `${fileName.replace(/(^|[-_ ]+)(\w)/g, (_match: string, _separator: string, letter: string) => letter.toUpperCase())}Yaml`
