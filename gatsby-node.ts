/*
 * Build-time hooks stay thin: each one calls a module under gatsby/ named for what it does.
 */
export {}
