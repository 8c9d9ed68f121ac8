/*
 * Build-time hooks stay thin: each one calls a module under gatsby/ named for what it does.
 */
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { externaliseSliceScripts } from "./gatsby/build-steps/boot-script"
import { addCompileHints } from "./gatsby/build-steps/compile-hints"
import { compressManifestIcons } from "./gatsby/build-steps/compress-icons"
import { giveRendererTheFavicon } from "./gatsby/build-steps/favicon-address"
import { defineBuildYear } from "./gatsby/build-steps/build-year"
import { keepFontsAsFiles } from "./gatsby/build-steps/font-files"
import { leaveBrowserOnlyModulesOutOfHtml } from "./gatsby/build-steps/browser-only-modules"
import { minifyScripts } from "./gatsby/build-steps/minify-scripts"
import { compileTypeScriptOnce } from "./gatsby/build-steps/typescript-rule"
import { dropIdleBrowserHooks } from "./gatsby/build-steps/idle-browser-hooks"
import { skipWebpackCacheInBuilds } from "./gatsby/build-steps/webpack-cache"
import { bundleApps } from "./gatsby/build-steps/app-bundles"
import { checkContentNode } from "./gatsby/content/check-content-node"
import { checkImageSize } from "./gatsby/content/check-image-size"
import { checkSiteFiles } from "./gatsby/content/check-site-files"
import { createBlogPages } from "./gatsby/content/create-blog-pages"
import { createPostDateFields } from "./gatsby/content/post-date-fields"
import { createPostHtmlResolver } from "./gatsby/content/post-html-resolver"
import { createContentTypes } from "./gatsby/content/schema-types"
import { writeCrawlerFiles } from "./gatsby/content/write-crawler-files"
import { createStoryPages } from "./gatsby/stories/create-story-pages"
import { sourceStories } from "./gatsby/stories/source-stories"
import { recordBuildSuccess } from "./gatsby/published/build-record"
import { createStoryGraphqlType } from "./gatsby/stories/story-graphql-type"
import { sourcePosts } from "./gatsby/posts/source-posts"
import { postNodeTypeDefs } from "./gatsby/posts/post-nodes"
import { addPostSlug } from "./gatsby/posts/post-address"
import { checkFilePost } from "./gatsby/posts/check-file-post"
import { createPostCoverResolver } from "./gatsby/posts/post-cover"
import { startMakingPostHtmlAhead } from "./gatsby/content/start-post-html-ahead"
import { giveStudioTheSiteFiles } from "./gatsby/content/studio-site-files"
import { filePostsForStudio } from "./gatsby/posts/file-posts"
import { fileStoriesForStudio } from "./gatsby/stories/file-source"
import { sourcePages } from "./gatsby/pages/source-pages"
import { createPageResolvers } from "./gatsby/pages/page-resolvers"
import { giveBundlesTheSettings, siteSettingsTypeDefs } from "./gatsby/pages/settings-node"
import { studioPageTypeDefs } from "./gatsby/pages/page-nodes"

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const problems = checkSiteFiles()
  if (problems.length > 0) reporter.panic(`The content needs fixing before the site can be built:\n  ${problems.join("\n  ")}`)
  // Before the workers start (they read its files). A studio post's HTML is made by the resolver.
  await startMakingPostHtmlAhead([path.resolve("content", "blog")])
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = (args) => {
  createContentTypes(args)
  createStoryGraphqlType(args)
  args.actions.createTypes(postNodeTypeDefs)
  args.actions.createTypes(studioPageTypeDefs)
  args.actions.createTypes(siteSettingsTypeDefs)
}

export const createResolvers: GatsbyNode["createResolvers"] = (args) => {
  createPostHtmlResolver(args)
  createPostDateFields(args)
  createPostCoverResolver(args)
  createPageResolvers(args)
}

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  // Before the stories: the build's record for the studio, written with them, names the posts too.
  await sourcePosts(args)
  await sourceStories(args)
  // Her published pages and settings, which the resolvers and the site's settings node take over the files.
  await sourcePages(args)
}

export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  addPostSlug(args)
  checkFilePost(args)
  checkContentNode(args)
  await checkImageSize(args)
}

export const createPages: GatsbyNode["createPages"] = async (args) => {
  await createBlogPages(args)
  await createStoryPages(args)
}

// The studio lists the posts and stories written as files beside the coach's own, each kind reading its own.
export const onCreatePage: GatsbyNode["onCreatePage"] = (args) => {
  giveStudioTheSiteFiles(args, { posts: filePostsForStudio, stories: fileStoriesForStudio })
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = async (args) => {
  defineBuildYear(args)
  compileTypeScriptOnce(args)
  dropIdleBrowserHooks(args)
  leaveBrowserOnlyModulesOutOfHtml(args)
  minifyScripts(args)
  addCompileHints(args)
  skipWebpackCacheInBuilds(args)
  // Before bundleApps, which takes the stage's definitions, the settings' among them.
  giveBundlesTheSettings(args)
  giveRendererTheFavicon(args)
  // Last: it edits the whole configuration, the lines above included.
  keepFontsAsFiles(args)
  // No inline scripts of Gatsby's, so the Content-Security-Policy can refuse inline scripts.
  if (args.stage === "build-html") externaliseSliceScripts()
  // Reads the stage's definitions, the build year's among them, so it comes after defineBuildYear.
  await bundleApps(args)
}

// After gatsby-plugin-manifest's own onPostBootstrap has written the icons (the site's hooks run
// last), and before the bundles: the HTML renderer is given the compressed favicon, which each page
// carries (gatsby/build-steps/favicon-address.ts).
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async () => {
  await compressManifestIcons()
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  writeCrawlerFiles()
  // Last: the build has succeeded only once everything above has.
  await recordBuildSuccess(reporter)
}
