import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import { controlStyle, StyledError, StyledHelp, StyledLabel } from "../../src/components/form-field"
import type { useNewsletterImport } from "./use-newsletter-import"

const StyledPanel = styled.form`
  input[type="text"] {
    ${controlStyle}
  }

  > div {
    margin-bottom: 1rem;
  }

  label:has(input[type="checkbox"]) {
    display: flex;
    gap: 0.6rem;
    font-weight: 400;
  }
`

type ImportState = ReturnType<typeof useNewsletterImport>

export const importFieldId = (field: string) => `newsletter-import-${field}`

/** Import a CSV of people who agreed elsewhere: the file, her word that they agreed and where, then what happened. */
export const ImportPanel: React.FC<{ state: ImportState; fileKey: number; onImport: () => void }> = ({ state, fileKey, onImport }) => {
  const problem = (field: "file" | "vouched" | "consentSource") =>
    state.problems[field] ? <StyledError id={`${importFieldId(field)}-problem`}>{state.problems[field]}</StyledError> : null
  const described = (field: "file" | "vouched" | "consentSource", help?: string) =>
    [help, state.problems[field] ? `${importFieldId(field)}-problem` : undefined].filter(Boolean).join(" ") || undefined
  return (
    <StyledPanel
      noValidate
      aria-labelledby="newsletter-import-heading"
      onSubmit={(event) => {
        event.preventDefault()
        onImport()
      }}
    >
      <h3 id="newsletter-import-heading" tabIndex={-1}>
        Import readers
      </h3>
      <p>For people who agreed to your letter elsewhere, such as a sign-up sheet at a workshop. They are added as subscribed, with no e-mail to confirm, so only import people who asked for it.</p>
      <div>
        <StyledLabel htmlFor={importFieldId("file")}>CSV file</StyledLabel>
        <StyledHelp id={`${importFieldId("file")}-help`}>A column named email, and name if you have it. A file exported here can be imported as it is.</StyledHelp>
        <input
          key={fileKey}
          id={importFieldId("file")}
          type="file"
          accept=".csv,text/csv"
          aria-invalid={Boolean(state.problems.file) || undefined}
          aria-describedby={described("file", `${importFieldId("file")}-help`)}
          onChange={(event) => void state.chooseFile(event.currentTarget.files?.[0] ?? null)}
        />
        {problem("file")}
      </div>
      <div>
        <label>
          <input
            id={importFieldId("vouched")}
            type="checkbox"
            checked={state.vouched}
            aria-invalid={Boolean(state.problems.vouched) || undefined}
            aria-describedby={described("vouched")}
            onChange={(event) => state.setVouched(event.currentTarget.checked)}
          />
          Everyone in this file agreed to receive my letter by e-mail, and I can show it.
        </label>
        {problem("vouched")}
      </div>
      <div>
        <StyledLabel htmlFor={importFieldId("consentSource")}>Where they agreed</StyledLabel>
        <StyledHelp id={`${importFieldId("consentSource")}-help`}>Kept with each of them as the record of their consent, for example: sign-up sheet at the March workshop.</StyledHelp>
        <input
          id={importFieldId("consentSource")}
          type="text"
          value={state.consentSource}
          maxLength={300}
          aria-invalid={Boolean(state.problems.consentSource) || undefined}
          aria-describedby={described("consentSource", `${importFieldId("consentSource")}-help`)}
          onChange={(event) => state.setConsentSource(event.currentTarget.value)}
        />
        {problem("consentSource")}
      </div>
      <Button type="submit" $tone="primary" aria-disabled={state.busy || undefined}>
        {state.busy ? "Importing…" : "Import"}
      </Button>
      <div role="status">
        {state.summary && (
          <>
            <p>{state.summary.headline}</p>
            {state.summary.refused.length > 0 && (
              <ul aria-label="Lines not added">
                {state.summary.refused.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      {state.failure && <p role="alert">{state.failure}</p>}
    </StyledPanel>
  )
}
