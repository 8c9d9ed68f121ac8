// An empty module for what the browser build does without: idle plugin hooks, service worker registration (see idle-browser-hooks.ts).
export {}
