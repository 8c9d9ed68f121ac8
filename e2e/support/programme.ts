/**
 * What the programme's browser test (studio-programme.spec.ts) publishes and the publish project's
 * build then shows (publish-programme.spec.ts): the client's testimonial and how they chose to be
 * named. The local backend is new for each run, so the words need no run's mark.
 */
export const PROGRAMME_CLIENT = { name: "Nadia Farouk", firstName: "Nadia", surname: "Farouk", role: "Head of operations" }
export const PROGRAMME_TESTIMONIAL = "Six sessions with Eleanor gave me back my Fridays: I delegate the decisions that were never mine to hold, and my team moves faster for it."
