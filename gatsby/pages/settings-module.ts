/**
 * The pages' settings module (src/settings.ts) imports content/site.json; in the site's bundles that
 * import is given the settings the build took instead (page-files.ts): the file's, with her
 * published settings over the fields she edits.
 */
import type { CreateWebpackConfigArgs } from "gatsby"
import { builtSettingsFile } from "../published/settings-files"

export const SITE_FILE_IMPORT = /[\\/]content[\\/]site\.json$/

export const buildWithPublishedSettings = ({ actions, plugins }: CreateWebpackConfigArgs): void => {
  actions.setWebpackConfig({ plugins: [plugins.normalModuleReplacement(SITE_FILE_IMPORT, builtSettingsFile())] })
}
