/** The sources a Content-Security-Policy allows for one directive (e.g. connect-src); none if absent. */
export const directive = (policy: string, name: string): string[] =>
  policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? []
