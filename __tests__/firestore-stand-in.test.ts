/**
 * @jest-environment node
 *
 * The local backend's Firestore stand-in writes as Firestore documents them: a `set()` without
 * `merge` replaces the document, `FieldValue.delete()` removes the field, and a transform sees the
 * document after the write. The package beneath it merges every write, so a record the functions
 * rewrite would keep what they meant to drop (an address erased, a token used up) only locally.
 */
import type { FieldValue as FieldValues } from "firebase-admin/firestore"
import { firestore } from "../functions/src/firestore"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"

// The functions' own copy of firebase-admin, whose client writes: another copy's sentinels are refused.
const { FieldValue } = require("../functions/node_modules/firebase-admin/lib/firestore") as { FieldValue: typeof FieldValues }

withFunctionsFirestore()

const doc = (id: string) => firestore().collection("standInChecks").doc(id)

test("set() without merge leaves only what was written", async () => {
  await doc("replace").set({ email: "reader@example.com", token: "abc", nested: { a: 1, b: 2 } })
  await doc("replace").set({ left: true })
  expect((await doc("replace").get()).data()).toEqual({ left: true })
})

test("set() with merge keeps the other fields, and merges maps", async () => {
  await doc("merge").set({ email: "reader@example.com", nested: { a: 1, b: 2 } })
  await doc("merge").set({ nested: { b: 3 } }, { merge: true })
  expect((await doc("merge").get()).data()).toEqual({ email: "reader@example.com", nested: { a: 1, b: 3 } })
})

test("FieldValue.delete() removes the field, nested ones and ones with a dot in their name too", async () => {
  await doc("delete").set({ email: "reader@example.com", token: "abc", nested: { a: 1, b: 2 }, "with.dot": 1 })
  await doc("delete").update({ token: FieldValue.delete(), "nested.a": FieldValue.delete(), status: "confirmed" })
  await doc("delete").set({ "with.dot": FieldValue.delete() }, { merge: true })
  expect((await doc("delete").get()).data()).toEqual({ email: "reader@example.com", nested: { b: 2 }, status: "confirmed" })
})

test("a transform sees the document as the write left it", async () => {
  await doc("count").set({ sent: 5, name: "x" })
  await doc("count").set({ sent: FieldValue.increment(1) })
  expect((await doc("count").get()).data()).toEqual({ sent: 1 })
  await doc("count").update({ sent: FieldValue.increment(2) })
  expect((await doc("count").get()).data()).toEqual({ sent: 3 })
})

test("in a transaction too", async () => {
  await doc("tx").set({ email: "reader@example.com", token: "abc" })
  await firestore().runTransaction(async (tx) => {
    tx.set(doc("tx"), { email: "reader@example.com" })
  })
  expect((await doc("tx").get()).data()).toEqual({ email: "reader@example.com" })
})

test("a create() refused because the document exists leaves it as it was", async () => {
  await doc("held").create({ callId: "first", start: "2026-03-02T11:00:00Z" })
  await expect(doc("held").create({ callId: "second" })).rejects.toMatchObject({ code: 6 })
  await expect(firestore().runTransaction(async (tx) => void tx.create(doc("held"), { callId: "third" }))).rejects.toMatchObject({ code: 6 })
  expect((await doc("held").get()).data()).toEqual({ callId: "first", start: "2026-03-02T11:00:00Z" })
})
