/**
 * ical.js's recurrence iterator, bounded in its own steps and in time. `RecurIterator.next()`
 * searches inside itself, date by date, until one satisfies the rule, so for a rule no date
 * satisfies (`FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30`, kewisch/ical.js issue 1038) it never returns,
 * and a rule that matches rarely (a secondly rule kept to 29 February) costs millions of dates per
 * occurrence: counting occurrences cannot stop either. Every date that search tries passes through
 * `check_contracting_rules`, and the search for a first year (yearly rules) through
 * `expand_year_days`; both are wrapped once here to spend one step of the meter of the reading
 * under way, which throws when its steps or its time are spent. Reading a calendar is synchronous,
 * so one meter is in force at a time, and none outside `withinBudget` (the wrappers then only pass
 * the call on).
 */
import ICAL from "ical.js"

export interface ExpansionBudget {
  /** Dates the iterator may try, in all, for one calendar. */
  steps: number
  /** Date.now() after which it stops. */
  deadline: number
}

/** Thrown from inside ical.js when the budget is spent; the reading turns it into words. */
export class ExpansionOverrun extends Error {
  constructor(readonly spent: "steps" | "time") {
    super(`recurrence expansion ran out of ${spent}`)
    this.name = "ExpansionOverrun"
  }
}

let meter: { stepsLeft: number; deadline: number } | null = null

const step = () => {
  if (!meter) return
  if (--meter.stepsLeft < 0) throw new ExpansionOverrun("steps")
  if (Date.now() > meter.deadline) throw new ExpansionOverrun("time")
}

// The two methods are part of RecurIterator's declared class; the prototype is indexed by name to wrap them.
const prototype = ICAL.RecurIterator.prototype as unknown as Record<string, (...args: unknown[]) => unknown>
for (const name of ["check_contracting_rules", "expand_year_days"]) {
  const original = prototype[name]
  prototype[name] = function (this: unknown, ...args: unknown[]) {
    step()
    return original.apply(this, args)
  }
}

/** `work` run with ical.js's iterators held to the budget; an ExpansionOverrun says which part ran out. */
export const withinBudget = <T>(budget: ExpansionBudget, work: () => T): T => {
  const outer = meter
  meter = { stepsLeft: budget.steps, deadline: budget.deadline }
  try {
    return work()
  } finally {
    meter = outer
  }
}
