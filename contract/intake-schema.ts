/**
 * Her intake questions, declared once: the list she keeps in her Settings (contract/site-schema.ts)
 * and edits in the studio's Settings form, the snapshot of it an acceptance stores for that client
 * (`intake/{engagementId}`), and the rules a client's answers are checked by against that snapshot.
 */
import { z } from "zod"
import "./zod-jitless"
import { described, isOneLine, text, unpublishableCharacter } from "./schema-fields"

/** A short answer is one line; a long one paragraphs; a choice one of her choices. */
export const INTAKE_KINDS = ["short", "long", "choice"] as const
export type IntakeKind = (typeof INTAKE_KINDS)[number]

export const INTAKE_LIMITS = {
  questions: 30,
  minChoices: 2,
  maxChoices: 10,
  wording: 300,
  choice: 100,
  id: 40,
  /** The longest answer of each kind, in characters. */
  short: 200,
  long: 4000,
} as const

/** A question's id: what its answer is kept under, so changing the wording keeps the answers' meaning. */
const QUESTION_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const intakeQuestionSchema = z
  .object({
    id: described(
      { label: "Question id", help: "A short name for the question in small letters and hyphens (goals, what-success-looks-like). Keep it when you change the wording." },
      z
        .string({ error: "must be text" })
        .trim()
        .min(1, { error: "must not be empty" })
        .max(INTAKE_LIMITS.id, { error: `must be at most ${INTAKE_LIMITS.id} characters` })
        .regex(QUESTION_ID, { error: "must be small letters, digits and single hyphens (goals, team-size)" }),
    ),
    wording: described({ label: "Question" }, text(INTAKE_LIMITS.wording).refine(isOneLine, { error: "must be one line" })),
    kind: described({ label: "Kind of answer", help: "short: a line; long: paragraphs; choice: one of the choices below." }, z.enum(INTAKE_KINDS, { error: "must be short, long or choice" })),
    choices: described(
      { label: "Choices", help: `For a choice, ${INTAKE_LIMITS.minChoices} to ${INTAKE_LIMITS.maxChoices}; other kinds leave them out.`, item: "Choice" },
      z.array(text(INTAKE_LIMITS.choice).refine(isOneLine, { error: "must be one line" })).max(INTAKE_LIMITS.maxChoices, { error: `must be at most ${INTAKE_LIMITS.maxChoices} choices` }),
    ),
  })
  .superRefine((question, context) => {
    if (question.kind !== "choice") return
    if (question.choices.length < INTAKE_LIMITS.minChoices) context.addIssue({ code: "custom", path: ["choices"], message: `a choice needs at least ${INTAKE_LIMITS.minChoices} choices` })
    const seen = new Set<string>()
    question.choices.forEach((choice, index) => {
      if (seen.has(choice)) context.addIssue({ code: "custom", path: ["choices", index], message: "is the same as another choice" })
      seen.add(choice)
    })
  })
export type IntakeQuestion = z.infer<typeof intakeQuestionSchema>

/** Her questions, 0 to 30, each id once; a question that is not a choice keeps no choices. */
export const intakeQuestionsSchema = described(
  { label: "Intake questions", help: "Sent with each acceptance; the client answers them in their room before the first session.", item: "Question" },
  z
    .array(intakeQuestionSchema)
    .max(INTAKE_LIMITS.questions, { error: `must be at most ${INTAKE_LIMITS.questions} questions` })
    .superRefine((questions, context) => {
      const seen = new Set<string>()
      questions.forEach((question, index) => {
        if (seen.has(question.id)) context.addIssue({ code: "custom", path: [index, "id"], message: "is the id of another question" })
        seen.add(question.id)
      })
    })
    .transform((questions) => questions.map((question) => (question.kind === "choice" ? question : { ...question, choices: [] }))),
)

/** A client's answers, by question id; an empty answer is one not given yet. */
export type IntakeAnswers = Record<string, string>

/** One refused answer, named as the callables name a field (`answers.goals`). */
export interface AnswerProblem {
  field: string
  message: string
}

/**
 * What is wrong with answers against the questions they were asked: an unknown question, a choice
 * that is not one of its choices, an answer over its length, a line break in a short answer, an
 * invisible control character. Empty answers are allowed: they are saved as typed, before the end.
 */
export const intakeAnswerProblems = (questions: readonly IntakeQuestion[], answers: IntakeAnswers): AnswerProblem[] => {
  const byId = new Map(questions.map((question) => [question.id, question]))
  const problems: AnswerProblem[] = []
  for (const [id, answer] of Object.entries(answers)) {
    const field = `answers.${id}`
    const question = byId.get(id)
    if (!question) {
      problems.push({ field, message: "is not one of the questions you were asked" })
      continue
    }
    if (answer === "") continue
    const control = unpublishableCharacter(answer)
    if (control) problems.push({ field, message: `holds an invisible control character (${control}); delete it, or retype the answer` })
    else if (question.kind === "choice" && !question.choices.includes(answer)) problems.push({ field, message: "must be one of the choices given" })
    else if (question.kind === "short" && !isOneLine(answer)) problems.push({ field, message: "must be one line" })
    else if (question.kind !== "choice" && answer.length > INTAKE_LIMITS[question.kind]) {
      problems.push({ field, message: `must be at most ${INTAKE_LIMITS[question.kind]} characters (it has ${answer.length})` })
    }
  }
  return problems
}

/** Whether any question has an answer: the moment she is told the intake has come. */
export const hasAnyAnswer = (answers: IntakeAnswers): boolean => Object.values(answers).some((answer) => answer.trim() !== "")
