/**
 * @jest-environment node
 *
 * The local backend's Firestore stand-in behaves as Firestore documents it, for each rule the
 * functions rely on, driven by the functions' own firebase-admin. Each test names the page it
 * follows. Where the stand-in differs from the project's database, the test says so (and
 * docs/local-development.md lists it): its transactions use Firestore's OPTIMISTIC concurrency
 * mode, where a Standard edition database's default is PESSIMISTIC.
 */
import type { DocumentReference, FieldValue as FieldValues, Firestore, Timestamp as Timestamps } from "firebase-admin/firestore"
import { firestore } from "../functions/src/firestore"
import type { DocumentChange } from "../scripts/local-backend/firestore-transactions"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"

// The functions' own copy of firebase-admin, whose client writes: another copy's sentinels are refused.
const { FieldValue, Timestamp } = require("../functions/node_modules/firebase-admin/lib/firestore") as { FieldValue: typeof FieldValues; Timestamp: typeof Timestamps }

const standIn = withFunctionsFirestore()

let collection = 0
/** A collection of its own for each test, so no test reads another's documents. */
const fresh = (): ((id: string) => DocumentReference) => {
  const name = `conformance${(collection += 1)}`
  return (id: string) => firestore().collection(name).doc(id)
}
const db = (): Firestore => firestore()

describe("transactions (https://firebase.google.com/docs/firestore/manage-data/transactions)", () => {
  test("concurrent read-then-write transactions on one document lose no update", async () => {
    const doc = fresh()
    await doc("counter").set({ count: 0 })
    // As many as the SDK's five attempts can always carry: each round, one of them commits.
    await Promise.all(
      Array.from({ length: 5 }, () =>
        db().runTransaction(async (transaction) => {
          const count = (await transaction.get(doc("counter"))).get("count") as number
          transaction.set(doc("counter"), { count: count + 1 })
        }),
      ),
    )
    expect((await doc("counter").get()).get("count")).toBe(5)
  })

  test("a transaction whose function throws writes nothing", async () => {
    const doc = fresh()
    await expect(
      db().runTransaction(async (transaction) => {
        await transaction.get(doc("a"))
        transaction.set(doc("a"), { written: true })
        throw new Error("refused")
      }),
    ).rejects.toThrow("refused")
    expect((await doc("a").get()).exists).toBe(false)
  })

  test("a transaction's writes are all applied or none: a create of a taken name refuses the whole commit", async () => {
    const doc = fresh()
    await doc("taken").create({ by: "first" })
    await expect(
      db().runTransaction(async (transaction) => {
        transaction.set(doc("other"), { written: true })
        transaction.create(doc("taken"), { by: "second" })
      }),
    ).rejects.toMatchObject({ code: 6 })
    expect((await doc("other").get()).exists).toBe(false)
    expect((await doc("taken").get()).data()).toEqual({ by: "first" })
  })
})

describe("data contention (https://firebase.google.com/docs/firestore/transaction-data-contention)", () => {
  test("a commit over a document changed since the transaction read it fails, and the Admin SDK runs the transaction again", async () => {
    const doc = fresh()
    await doc("seat").set({ holder: null })
    const seen: Array<string | null> = []
    const result = await db().runTransaction(async (transaction) => {
      const holder = (await transaction.get(doc("seat"))).get("holder") as string | null
      seen.push(holder)
      // Another request takes the seat between this transaction's read and its commit (first attempt only).
      if (seen.length === 1) await doc("seat").set({ holder: "other" })
      if (holder !== null) return "refused"
      transaction.set(doc("seat"), { holder: "me" })
      return "held"
    })
    // Stand-in: OPTIMISTIC mode, the other write went first and this transaction ran again. On a
    // PESSIMISTIC database that write would have waited for this transaction instead.
    expect(seen).toEqual([null, "other"])
    expect(result).toBe("refused")
    expect((await doc("seat").get()).get("holder")).toBe("other")
  })

  test("a transaction's reads are consistent: a read after another write changed what it read before aborts the attempt", async () => {
    const doc = fresh()
    await doc("a").set({ version: 1 })
    await doc("b").set({ version: 1 })
    const views: Array<[number, number]> = []
    await db().runTransaction(async (transaction) => {
      const a = (await transaction.get(doc("a"))).get("version") as number
      if (views.length === 0 && a === 1) await db().batch().set(doc("a"), { version: 2 }).set(doc("b"), { version: 2 }).commit()
      const b = (await transaction.get(doc("b"))).get("version") as number
      views.push([a, b])
    })
    // Never the old a with the new b: the first attempt stopped at its second read.
    expect(views).toEqual([[2, 2]])
  })

  test("after its attempts, a transaction that keeps meeting contention fails with ABORTED", async () => {
    const doc = fresh()
    await doc("hot").set({ n: 0 })
    let attempts = 0
    await expect(
      db().runTransaction(
        async (transaction) => {
          attempts += 1
          const n = (await transaction.get(doc("hot"))).get("n") as number
          await doc("hot").set({ n: n + 100 })
          transaction.set(doc("hot"), { n: n + 1 })
        },
        { maxAttempts: 2 },
      ),
    ).rejects.toMatchObject({ code: 10 })
    expect(attempts).toBe(2)
  })

  test("a query inside a transaction works, and a document that joins its answer before the commit aborts the attempt", async () => {
    const doc = fresh()
    await doc("one").set({ day: "2026-03-02" })
    const counts: number[] = []
    await db().runTransaction(async (transaction) => {
      const booked = await transaction.get(doc("x").parent.where("day", "==", "2026-03-02"))
      counts.push(booked.size)
      if (counts.length === 1) await doc("two").set({ day: "2026-03-02" })
      transaction.set(doc("summary"), { booked: booked.size })
    })
    expect(counts).toEqual([1, 2])
    expect((await doc("summary").get()).get("booked")).toBe(2)
  })

  test("writes outside transactions to other documents do not disturb a transaction", async () => {
    const doc = fresh()
    let attempts = 0
    await db().runTransaction(async (transaction) => {
      attempts += 1
      await transaction.get(doc("mine"))
      await doc("elsewhere").set({ busy: true })
      transaction.set(doc("mine"), { done: true })
    })
    expect(attempts).toBe(1)
  })
})

describe("writes (https://firebase.google.com/docs/firestore/manage-data/add-data)", () => {
  test("create() of a name that is taken fails with ALREADY_EXISTS and leaves the document as it was", async () => {
    const doc = fresh()
    await doc("held").create({ callId: "first" })
    await expect(doc("held").create({ callId: "second" })).rejects.toMatchObject({ code: 6 })
    expect((await doc("held").get()).data()).toEqual({ callId: "first" })
  })

  test("set() without merge replaces the document; with merge it keeps the other fields and merges maps", async () => {
    const doc = fresh()
    await doc("replace").set({ email: "reader@example.com", token: "abc", nested: { a: 1, b: 2 } })
    await doc("replace").set({ left: true })
    expect((await doc("replace").get()).data()).toEqual({ left: true })
    await doc("merge").set({ email: "reader@example.com", nested: { a: 1, b: 2 } })
    await doc("merge").set({ nested: { b: 3 } }, { merge: true })
    expect((await doc("merge").get()).data()).toEqual({ email: "reader@example.com", nested: { a: 1, b: 3 } })
  })

  test("FieldValue.delete() removes the field, nested ones and ones with a dot in their name too", async () => {
    const doc = fresh()
    await doc("delete").set({ email: "reader@example.com", token: "abc", nested: { a: 1, b: 2 }, "with.dot": 1 })
    await doc("delete").update({ token: FieldValue.delete(), "nested.a": FieldValue.delete(), status: "confirmed" })
    await doc("delete").set({ "with.dot": FieldValue.delete() }, { merge: true })
    expect((await doc("delete").get()).data()).toEqual({ email: "reader@example.com", nested: { b: 2 }, status: "confirmed" })
  })

  test("FieldValue.increment() starts a missing field from 0, adds to a number, and concurrent increments all count", async () => {
    const doc = fresh()
    await doc("count").set({ sent: 5, name: "x" })
    await doc("count").set({ sent: FieldValue.increment(1) })
    expect((await doc("count").get()).data()).toEqual({ sent: 1 })
    await Promise.all(Array.from({ length: 10 }, () => doc("count").update({ sent: FieldValue.increment(2) })))
    expect((await doc("count").get()).data()).toEqual({ sent: 21 })
  })

  test("FieldValue.serverTimestamp() sets every such field of a write to the commit's time", async () => {
    const doc = fresh()
    const before = Date.now()
    const result = await doc("stamped").set({ createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp(), note: "x" })
    const data = (await doc("stamped").get()).data() as { createdAt: Timestamps; updatedAt: Timestamps }
    expect(data.createdAt).toBeInstanceOf(Timestamp)
    expect(data.updatedAt.isEqual(data.createdAt)).toBe(true)
    expect(data.createdAt.toMillis()).toBeGreaterThanOrEqual(before - 1)
    expect(data.createdAt.toMillis()).toBeLessThanOrEqual(result.writeTime.toMillis())
  })

  test("FieldValue.serverTimestamp() inside a map (an acceptance's acceptedAt) is set too, in a transaction's update, the map's other fields kept", async () => {
    const doc = fresh()
    await doc("answered").set({ state: "opened" })
    const before = Date.now()
    await doc("answered").firestore.runTransaction(async (transaction) => {
      await transaction.get(doc("answered"))
      transaction.update(doc("answered"), { state: "accepted", acceptance: { name: "Priya Raman", acceptedAt: FieldValue.serverTimestamp() }, updatedAt: FieldValue.serverTimestamp() })
    })
    const data = (await doc("answered").get()).data() as { state: string; acceptance: { name: string; acceptedAt: Timestamps } }
    expect(data).toMatchObject({ state: "accepted", acceptance: { name: "Priya Raman" } })
    expect(data.acceptance.acceptedAt).toBeInstanceOf(Timestamp)
    expect(data.acceptance.acceptedAt.toMillis()).toBeGreaterThanOrEqual(before - 1)
  })
})

describe("preconditions (https://firebase.google.com/docs/firestore/manage-data/add-data#update-data, Admin SDK Precondition)", () => {
  test("update() of a missing document fails with NOT_FOUND and creates nothing", async () => {
    const doc = fresh()
    await expect(doc("missing").update({ status: "confirmed" })).rejects.toMatchObject({ code: 5 })
    expect((await doc("missing").get()).exists).toBe(false)
  })

  test("delete() with exists: true of a missing document fails with NOT_FOUND; a plain delete() of one succeeds", async () => {
    const doc = fresh()
    await expect(doc("missing").delete({ exists: true })).rejects.toMatchObject({ code: 5 })
    await expect(doc("missing").delete()).resolves.toBeDefined()
  })

  test("a write with a lastUpdateTime the document no longer has fails with FAILED_PRECONDITION", async () => {
    const doc = fresh()
    const first = await doc("versioned").set({ revision: 1 })
    await doc("versioned").update({ revision: 2 }, { lastUpdateTime: first.writeTime })
    await expect(doc("versioned").update({ revision: 3 }, { lastUpdateTime: first.writeTime })).rejects.toMatchObject({ code: 9 })
    expect((await doc("versioned").get()).get("revision")).toBe(2)
  })
})

describe("queries (https://firebase.google.com/docs/firestore/query-data/queries, .../order-limit-data, .../aggregation-queries)", () => {
  const names = (snapshot: { docs: Array<{ id: string }> }) => snapshot.docs.map((each) => each.id)

  test("with no ordering, documents come in the order of their names", async () => {
    const doc = fresh()
    for (const id of ["c", "a", "b"]) await doc(id).set({ published: true })
    expect(names(await doc("x").parent.where("published", "==", true).get())).toEqual(["a", "b", "c"])
    expect(names(await doc("x").parent.orderBy("__name__").limit(2).get())).toEqual(["a", "b"])
  })

  test("orderBy desc with limit, ties broken by name; a document without the ordered field is left out", async () => {
    const doc = fresh()
    await doc("old").set({ updatedAt: Timestamp.fromMillis(1_000) })
    await doc("new-b").set({ updatedAt: Timestamp.fromMillis(3_000) })
    await doc("new-a").set({ updatedAt: Timestamp.fromMillis(3_000) })
    await doc("undated").set({ title: "no date" })
    expect(names(await doc("x").parent.orderBy("updatedAt", "desc").get())).toEqual(["new-b", "new-a", "old"])
    expect(names(await doc("x").parent.orderBy("updatedAt", "desc").limit(1).get())).toEqual(["new-b"])
  })

  test("range filters on timestamps match timestamps only, in the range, ordered by the field", async () => {
    const doc = fresh()
    await doc("late").set({ start: Timestamp.fromMillis(5_000) })
    await doc("early").set({ start: Timestamp.fromMillis(2_000) })
    await doc("outside").set({ start: Timestamp.fromMillis(9_000) })
    await doc("text").set({ start: "2026-03-02" })
    const from = Timestamp.fromMillis(1_000)
    const to = Timestamp.fromMillis(6_000)
    expect(names(await doc("x").parent.where("start", ">=", from).where("start", "<", to).get())).toEqual(["early", "late"])
    expect(names(await doc("x").parent.where("start", "<=", Timestamp.fromMillis(2_000)).get())).toEqual(["early"])
  })

  test("in, several equalities together, strings compared as Firestore does, and count()", async () => {
    const doc = fresh()
    await doc("1").set({ sendId: "s1", state: "pending", listKey: "2026-03-02~b" })
    await doc("2").set({ sendId: "s1", state: "sending", listKey: "2026-03-02~a" })
    await doc("3").set({ sendId: "s1", state: "sent", listKey: "2026-03-01~z" })
    await doc("4").set({ sendId: "s2", state: "pending", listKey: "2026-03-03~c" })
    const query = doc("x").parent
    expect(names(await query.where("state", "in", ["starting", "sending", "pending"]).get())).toEqual(["1", "2", "4"])
    expect(names(await query.where("sendId", "==", "s1").where("state", "==", "pending").limit(1).get())).toEqual(["1"])
    expect(names(await query.where("listKey", "<", "2026-03-02~b").orderBy("listKey", "desc").get())).toEqual(["2", "3"])
    expect((await query.where("sendId", "==", "s1").count().get()).data().count).toBe(3)
  })

  test("a query feature the stand-in does not have is refused rather than answered wrongly", async () => {
    const doc = fresh()
    await doc("a").set({ n: 1 })
    // Stand-in: no query cursors (the functions use none); Firestore answers them.
    await expect(doc("x").parent.orderBy("n").startAfter(0).get()).rejects.toThrow(/cursors/)
  })
})

describe("document events (https://firebase.google.com/docs/functions/firestore-events)", () => {
  test("each commit tells what each document held before and after it: created, updated, deleted", async () => {
    const doc = fresh()
    const seen: DocumentChange[] = []
    standIn().onCommit(({ changes }) => seen.push(...changes.filter((change) => change.path.endsWith(doc("x").parent.path + "/mail"))))
    await doc("mail").create({ token: "abc", to: "reader@example.com" })
    await doc("mail").update({ token: FieldValue.delete(), delivery: "SUCCESS" })
    await doc("mail").delete()
    const fields = (document: DocumentChange["before"]) => (document ? Object.fromEntries([...document.fields].map(([name, value]) => [name, value.string_value])) : null)
    expect(seen.map((change) => [fields(change.before), fields(change.after)])).toEqual([
      [null, { token: "abc", to: "reader@example.com" }],
      [
        { token: "abc", to: "reader@example.com" },
        { to: "reader@example.com", delivery: "SUCCESS" },
      ],
      [{ to: "reader@example.com", delivery: "SUCCESS" }, null],
    ])
  })
})
