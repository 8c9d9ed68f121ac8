// A plugin's gatsby-browser module with no hooks (see idle-browser-hooks.ts).
export {}
