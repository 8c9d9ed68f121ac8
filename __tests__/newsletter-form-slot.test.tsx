/**
 * @jest-environment jsdom
 *
 * The subscribe form as the production browser bundle has it (BUILD_STAGE "build-javascript"): the
 * page hydrates over the server's markup without the form's code, keeps that markup as it is (the
 * form still posts without JavaScript), and the first focus fetches the form, which takes its
 * place with what the visitor typed and the focus where it was.
 */
import "./helpers/node-globals"
import * as React from "react"
import { act } from "react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { ThemeProvider } from "styled-components"
import { waitFor } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { NewsletterForm } from "../src/features/newsletter/newsletter-form"
import { theme } from "../src/theme/tokens"
import { dataFile } from "../test-support/content-files"

const copy = dataFile("newsletter")

it("keeps the server's form until the visitor focuses it, then fetches the form and carries on from what they typed", async () => {
  process.env.BUILD_STAGE = "build-javascript"
  const { NewsletterSignup } = jest.requireActual<typeof import("../src/features/newsletter/newsletter-signup")>("../src/features/newsletter/newsletter-signup")
  ;(useStaticQuery as jest.Mock).mockReturnValue({ newsletterYaml: copy })

  const themed = (element: React.ReactElement) => <ThemeProvider theme={theme}>{element}</ThemeProvider>
  const container = document.createElement("div")
  document.body.append(container)
  // The server render: the form itself inside the slot.
  container.innerHTML = renderToString(
    themed(
      <div>
        <NewsletterForm copy={copy} place="footer" page="/about/" />
      </div>,
    ),
  )
  const served = container.querySelector("form")
  const servedEmail = container.querySelector<HTMLInputElement>('input[name="email"]')
  if (!served || !servedEmail) throw new Error("no server form")

  await act(async () => {
    hydrateRoot(container, themed(<NewsletterSignup place="footer" page="/about/" />))
  })
  // Hydrated: the same elements, still the plain form (the browser checks it, and it posts).
  expect(container.querySelector("form")).toBe(served)
  expect(served.noValidate).toBe(false)
  expect(served.getAttribute("action")).toBeNull()

  // Typed before the form's code came, then focused: the form takes over with the same words.
  servedEmail.value = "reader@example.co"
  await act(async () => {
    servedEmail.focus()
  })
  await waitFor(() => expect(container.querySelector("form")).not.toBe(served))
  const live = container.querySelector("form")
  const email = container.querySelector<HTMLInputElement>('input[name="email"]')
  expect(live?.noValidate).toBe(true)
  expect(email?.value).toBe("reader@example.co")
  expect(document.activeElement).toBe(email)
  expect(container.querySelectorAll("form")).toHaveLength(1)
})
