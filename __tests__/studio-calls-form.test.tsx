/**
 * The studio's calls screen in the browser (jsdom): her meeting room set once in the availability
 * form (checked as the server checks it, named at its field when wrong), and suspected requests she
 * accepts or discards.
 */
import * as React from "react"
import { fireEvent, screen } from "@testing-library/react"
import { availabilitySchema } from "../contract/booking-availability"
import type { SuspectedCall } from "../contract/booking-api"
import { AvailabilityEditor } from "../studio/calls/availability-editor"
import { checkAvailabilityForm, formFromAvailability, type AvailabilityForm, type FormProblem } from "../studio/calls/availability-form"
import { SuspectedRequests } from "../studio/calls/suspected-requests"
import { renderThemed } from "./helpers/render"

/** The editor as the screen holds it: the form as typed, checked on save with the server's schema. */
const Editor: React.FC<{ onSaved: (availability: unknown) => void }> = ({ onSaved }) => {
  const [form, setForm] = React.useState<AvailabilityForm>(() => formFromAvailability(availabilitySchema.parse({})))
  const [problems, setProblems] = React.useState<FormProblem[]>([])
  return (
    <AvailabilityEditor
      form={form}
      update={(change) => setForm(change)}
      problems={problems}
      saving="idle"
      open
      onSave={() => {
        const check = checkAvailabilityForm(form, [])
        setProblems(check.ok ? [] : check.problems)
        if (check.ok) onSaved(check.availability)
      }}
    />
  )
}

describe("her meeting room in the availability form", () => {
  it("is saved with her availability, and a link not of a meeting service is named at its field and kept as typed", () => {
    const saved = jest.fn()
    renderThemed(<Editor onSaved={saved} />)
    const box = screen.getByLabelText("Your meeting room link")
    fireEvent.change(box, { target: { value: "http://zoom.us/j/123" } })
    fireEvent.click(screen.getByRole("button", { name: "Save availability" }))
    expect(saved).not.toHaveBeenCalled()
    expect(box).toHaveAttribute("aria-invalid", "true")
    expect(screen.getByRole("link", { name: /Your meeting room link: must be the https:\/\/ link of your Zoom, Google Meet, Microsoft Teams or Whereby room/ })).toHaveAttribute("href", "#availability-meetingLink")
    expect(box).toHaveValue("http://zoom.us/j/123")

    fireEvent.change(box, { target: { value: "https://us02web.zoom.us/j/81234567890" } })
    fireEvent.click(screen.getByRole("button", { name: "Save availability" }))
    expect(saved).toHaveBeenCalledWith(expect.objectContaining({ meetingLink: "https://us02web.zoom.us/j/81234567890" }))

    // Emptied: no room, and the e-mails say she will send the link.
    fireEvent.change(box, { target: { value: "  " } })
    fireEvent.click(screen.getByRole("button", { name: "Save availability" }))
    expect(saved.mock.calls[1][0]).not.toHaveProperty("meetingLink")
  })
})

describe("suspected requests in her calls", () => {
  const request: SuspectedCall = {
    requestId: "3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f",
    time: { start: "2026-03-23T10:00:00Z", end: "2026-03-23T10:30:00Z" },
    name: "Priya Raman",
    email: "priya@example.co.uk",
    message: "I would like to talk about my new team.",
    way: "video",
    details: [
      { key: "organisation", label: "Organisation", value: "Northgate Robotics" },
      { key: "topic", label: "About", value: "Executive coaching" },
    ],
    receivedAt: "2026-03-20T12:00:00Z",
  }

  it("are shown with who, when and what about, each to accept or discard", () => {
    const judge = jest.fn()
    renderThemed(<SuspectedRequests requests={[request]} zone="Europe/London" busy={false} onJudge={judge} />)
    const list = screen.getByRole("list", { name: "Suspected requests" })
    expect(list).toHaveTextContent("Priya Raman")
    expect(list).toHaveTextContent("Asked for Monday 23 March, 10:00–10:30, by video")
    expect(list).toHaveTextContent("Organisation: Northgate Robotics")
    expect(list).toHaveTextContent("About: Executive coaching")
    fireEvent.click(screen.getByRole("button", { name: "Accept the request from Priya Raman, Monday 23 March, 10:00–10:30" }))
    expect(judge).toHaveBeenLastCalledWith(request, "accept")
    fireEvent.click(screen.getByRole("button", { name: "Discard the request from Priya Raman" }))
    expect(judge).toHaveBeenLastCalledWith(request, "discard")
  })

  it("are not shown when there are none", () => {
    const { container } = renderThemed(<SuspectedRequests requests={[]} zone="Europe/London" busy={false} onJudge={jest.fn()} />)
    expect(container).toBeEmptyDOMElement()
  })
})
