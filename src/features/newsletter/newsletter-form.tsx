/**
 * The newsletter's subscribe form: its markup (a plain form posted to the newsletter's HTTP function,
 * which answers with a page of its own, so it works without JavaScript), its look and which state
 * to show. Not in any page's first JavaScript (newsletter-signup.tsx says how). Checking the
 * address, Firebase and App Check are in `subscribe.ts`, fetched when the visitor first focuses
 * or touches the form, or at the latest when they send it.
 */
import * as React from "react"
import styled from "styled-components"
import { FUNCTIONS_REGION } from "../../../contract/firebase-settings"
import { functionAddress, NEWSLETTER_FORM_FIELDS as FIELDS, NEWSLETTER_HTTP, type NewsletterPlace } from "../../../contract/newsletter-form"
import type { SignupCopy, SignupField, Subscribe, SubscribeOutcome } from "./subscribe-outcome"

const StyledBox = styled.section`
  margin: 3rem 0;
  max-width: 36rem;

  h2 {
    font-size: ${({ theme }) => theme.type.heading};
  }

  label {
    display: block;
    margin-top: 1rem;
    font-weight: 600;
  }

  input[type="email"] {
    display: block;
    width: 100%;
    margin-top: 0.35rem;
    padding: 0.7rem 0.8rem;
    border: 1px solid;
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
  }

  label:has(input[type="checkbox"]) {
    display: flex;
    gap: 0.6rem;
    font-weight: 400;
  }

  input[type="checkbox"] {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
  }

  [aria-invalid="true"] {
    outline: 3px solid ${({ theme }) => theme.colors.danger};
  }

  [data-problem] {
    margin: 0.5rem 0 0;
    padding: 0.4rem 0.6rem;
    background: ${({ theme }) => theme.colors.body};
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }

  /* The spam trap: off-screen and hidden from assistive technology, so only a bot fills it in. */
  [data-trap] {
    position: absolute;
    left: -10000px;
    width: 1px;
    height: 1px;
    overflow: hidden;
  }

  button {
    margin-top: 1rem;
    padding: 0.75rem 1.4rem;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.inverse};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`

/** Where the plain form posts: the newsletter's HTTP function, from the build's variables (each spelled out so webpack inlines it); none in demo mode. */
const PROJECT = process.env.GATSBY_FIREBASE_PROJECT_ID
export const SUBSCRIBE_ACTION = PROJECT
  ? functionAddress(
      {
        projectId: PROJECT,
        region: process.env.GATSBY_FIREBASE_FUNCTIONS_REGION || FUNCTIONS_REGION,
        emulatorHost: process.env.GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST || undefined,
      },
      NEWSLETTER_HTTP.subscribe,
    )
  : undefined

/**
 * What the visitor typed, ticked and had focused in the server's markup before this form took its
 * place, by each control's place in the form (the same markup has them in the same order).
 */
export interface Carried {
  /** Each control's value (a tick box's: whether it is ticked); null for a button. */
  values: Array<string | boolean | null>
  /** Which control had the focus; -1 for none. */
  focus: number
}

export interface NewsletterFormProps {
  copy: SignupCopy
  /** Where on the site the form is, and the path of its page: sent with it, and where the no-JavaScript answer links back to. */
  place: NewsletterPlace
  page: string
  /** Where the form posts without JavaScript; the newsletter's function unless a test gives another. */
  action?: string
  carried?: Carried
  /** Fetches the submit path; a test may hand it one of its own. */
  load?: () => Promise<Subscribe>
}

type Shown = { state: "idle" | "sending" } | SubscribeOutcome

const loadSubscribe = (): Promise<Subscribe> => import("./subscribe").then((module) => module.subscribe)

export const NewsletterForm: React.FC<NewsletterFormProps> = ({ copy, place, page, action = SUBSCRIBE_ACTION, carried, load = loadSubscribe }) => {
  const id = React.useId()
  const [shown, setShown] = React.useState<Shown>({ state: "idle" })
  const code = React.useRef<Promise<Subscribe> | null>(null)
  const form = React.useRef<HTMLFormElement>(null)
  const waiting = React.useRef<HTMLDivElement>(null)
  const fetchCode = () => (code.current ??= load())

  // With JavaScript the form says what is wrong in its own words, beside the field; the focus
  // stays where the visitor had it in the server's markup, the caret after what they typed.
  React.useEffect(() => {
    if (!form.current) return
    form.current.noValidate = true
    if (!carried) return
    const controls = [...form.current.elements]
    carried.values.forEach((value, index) => {
      const control = controls[index]
      // The place and the page are this render's; what the visitor typed and ticked is theirs.
      if (!(control instanceof HTMLInputElement) || control.type === "hidden") return
      if (typeof value === "boolean") control.checked = value
      else if (typeof value === "string") control.value = value
    })
    const focused = controls[carried.focus]
    if (focused instanceof HTMLElement) focused.focus()
    // Only as it first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  React.useEffect(() => {
    if (shown.state === "waiting") waiting.current?.focus()
    if (shown.state === "invalid") document.getElementById(`${id}${shown.field}`)?.focus()
  }, [shown, id])

  const send = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (shown.state === "sending") return
    const element = event.currentTarget
    const field = (name: string) => element.elements.namedItem(name) as HTMLInputElement
    const values = { email: field(FIELDS.email).value, consent: field(FIELDS.consent).checked, place, page, trap: field(FIELDS.website).value }
    setShown({ state: "sending" })
    fetchCode().then(
      (subscribe) => subscribe(values, copy).then(setShown),
      // The code could not be fetched: the form goes as it would without JavaScript.
      () => element.submit(),
    )
  }

  const problem = (field: SignupField) =>
    shown.state === "invalid" && shown.field === field ? (
      <p id={`${id}${field}-problem`} data-problem>
        {shown.message}
      </p>
    ) : null
  const invalid = (field: SignupField) => (shown.state === "invalid" && shown.field === field) || undefined
  const described = (field: SignupField) => (invalid(field) ? `${id}${field}-problem` : undefined)
  const sending = shown.state === "sending"

  return (
    <StyledBox aria-labelledby={`${id}heading`} data-newsletter={place}>
      <h2 id={`${id}heading`}>{copy.form.heading}</h2>
      <p>{copy.form.text}</p>
      {shown.state === "waiting" ? (
        <div ref={waiting} tabIndex={-1} role="status">
          <h3>{copy.waiting.heading}</h3>
          <p>{copy.waiting.text}</p>
        </div>
      ) : (
        <form ref={form} method="post" action={action} onFocus={fetchCode} onPointerDown={fetchCode} onSubmit={send} aria-labelledby={`${id}heading`}>
          <input type="hidden" name={FIELDS.place} value={place} />
          <input type="hidden" name={FIELDS.page} value={page} />
          <label htmlFor={`${id}email`}>{copy.form.emailLabel}</label>
          <input id={`${id}email`} name={FIELDS.email} type="email" autoComplete="email" required aria-invalid={invalid("email")} aria-describedby={described("email")} />
          {problem("email")}
          <label>
            <input id={`${id}consent`} name={FIELDS.consent} type="checkbox" value="yes" required aria-invalid={invalid("consent")} aria-describedby={described("consent")} />
            {copy.form.consent}
          </label>
          {problem("consent")}
          <div data-trap aria-hidden="true">
            <label htmlFor={`${id}trap`}>Leave this empty</label>
            <input id={`${id}trap`} name={FIELDS.website} type="text" tabIndex={-1} autoComplete="off" data-1p-ignore="true" data-lpignore="true" />
          </div>
          <button type="submit" aria-disabled={sending || undefined}>
            {sending ? copy.form.sending : copy.form.submit}
          </button>
          <p role="status">{sending ? copy.form.sending : ""}</p>
          {(shown.state === "limit" || shown.state === "problem") && (
            <p role="alert" data-problem>
              {shown.message}
            </p>
          )}
        </form>
      )}
    </StyledBox>
  )
}
