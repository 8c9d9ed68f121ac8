import * as React from "react"
import styled from "styled-components"
import { StyledError, StyledHelp, StyledLabel } from "../../src/components/form-field"
import { Button } from "../../src/components/button"
import { CharacterCount, isOverLimit } from "../editing/character-count"
import { StyledField } from "../editing/studio-field"
import type { FirebaseSetup } from "../../src/firebase/config"
import { valueAt } from "../../contract/page-photo"
import type { PageContent } from "../../contract/site-pages"
import type { PhotoOwner } from "../photos/photo-files"
import { PhotoUploader } from "../photos/photo-uploader"
import type { FormField } from "./form-fields"
import { emptyValue } from "./form-fields"
import { FoldLine, StyledFolded, useOpensToShow } from "./fold-line"
import { FormPartsMenu } from "./form-parts-menu"
import { moveEntry, pathText, type Path } from "./page-edits"
import { isSentence, SentenceBox } from "./sentence-box"

/** The id of the control that edits a field ("items[2].fee.from" -> "page-items-2-fee-from"), where "Fix" goes. */
export const pageControlId = (field: string): string => `page-${field.replace(/[^A-Za-z0-9_]+/g, "-").replace(/-+$/, "") || "form"}`

const StyledGroup = styled.fieldset`
  margin: 0 0 1.2rem;
  padding: 0.8rem 0.8rem 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  min-width: 0;

  legend {
    padding: 0 0.3rem;
    font-weight: 700;
  }
`

/** An entry's Up, Down and Remove: one short row. */
const StyledEntryActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  align-items: center;
  margin-bottom: 1rem;

  button {
    min-height: 2.75rem;
    padding: 0.3rem 0.7rem;
  }
`

const StyledSwitch = styled.div`
  display: flex;
  gap: 0.6rem;
  align-items: center;
  margin-bottom: 0.4rem;

  input {
    width: 1.4rem;
    height: 1.4rem;
  }
`

/** What a page's photo fields upload with: the coach's connection, the page's Storage folder, and the file's photos a removed one goes back to. */
export interface PagePhotos {
  setup: FirebaseSetup
  owner: PhotoOwner
  file: PageContent
}

const PhotosContext = React.createContext<PagePhotos | null>(null)
const ProblemFieldsContext = React.createContext<readonly string[]>([])

/** Whether a field, or any field inside it ("items[2]" holds "items[2].fee.from"), has a problem. */
const holdsProblem = (fields: readonly string[], at: string): boolean => fields.some((field) => field === at || field.startsWith(`${at}.`) || field.startsWith(`${at}[`))

export interface SchemaFormProps {
  fields: readonly FormField[]
  photos: PagePhotos
  value: Record<string, unknown>
  /** Sets the value at a path of the page. */
  onChange: (path: Path, value: unknown) => void
  /** The schema's problems at a field ("items[2].fee.from"), in its words. */
  problemsAt: (field: string) => string[]
  /** Every field with a problem, so a folded entry can say it holds one. */
  problemFields?: readonly string[]
}

interface FieldProps {
  field: FormField
  /** The field's label here: an entry of a list is named by its place ("Testimonial 3"). */
  label: string
  path: Path
  value: unknown
  onChange: SchemaFormProps["onChange"]
  problemsAt: SchemaFormProps["problemsAt"]
}

const describedBy = (...ids: (string | false | undefined)[]): string | undefined => ids.filter(Boolean).join(" ") || undefined

/** What an entry of a list is called in its buttons and heading: its place, and its first words. */
const entrySummary = (value: unknown, item: FormField): string => {
  if (typeof value === "string") return value
  if (!value || typeof value !== "object") return ""
  const record = value as Record<string, unknown>
  // A name the entry is known by, else its first words.
  const firstText = item.kind === "group" ? item.fields.filter((inner) => inner.kind === "text").map((inner) => inner.key) : []
  const words = ["name", "title", "question", "label", "heading", "years", ...firstText].map((key) => record[key]).find((text) => typeof text === "string" && text.trim())
  return typeof words === "string" ? words : ""
}

const Problems: React.FC<{ id: string; problems: string[] }> = ({ id, problems }) =>
  problems.length ? <StyledError id={`${id}-problems`}>{problems.join(" ")}</StyledError> : null

const TextInput: React.FC<FieldProps & { field: Extract<FormField, { kind: "text" }> }> = ({ field, label, path, value, onChange, problemsAt }) => {
  const at = pathText(path)
  const id = pageControlId(at)
  const problems = problemsAt(at)
  const text = typeof value === "string" ? value : ""
  const over = field.maxChars !== undefined && isOverLimit(text, field.maxChars)
  // Decided once, so the box does not change under her as she types past the length.
  const [sentence] = React.useState(() => isSentence(field, text))
  const props = {
    id,
    value: text,
    "aria-invalid": problems.length > 0 || over,
    "aria-describedby": describedBy(field.help && `${id}-help`, field.maxChars !== undefined && `${id}-count`, problems.length > 0 && `${id}-problems`),
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(path, field.optional && event.target.value === "" ? undefined : event.target.value),
  }
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      {field.help && <StyledHelp id={`${id}-help`}>{field.help}</StyledHelp>}
      {sentence ? <SentenceBox {...props} paragraph={field.long} /> : <input {...props} type={field.format === "email" ? "email" : "text"} inputMode={field.format === "date" ? "numeric" : undefined} />}
      {field.maxChars !== undefined && <CharacterCount id={`${id}-count`} text={text} max={field.maxChars} />}
      <Problems id={id} problems={problems} />
    </StyledField>
  )
}

const NumberInput: React.FC<FieldProps & { field: Extract<FormField, { kind: "number" }> }> = ({ field, label, path, value, onChange, problemsAt }) => {
  const at = pathText(path)
  const id = pageControlId(at)
  const problems = problemsAt(at)
  // What she typed stays as typed until it is a number; the schema names the problem meanwhile.
  const shown = typeof value === "number" || typeof value === "string" ? String(value) : ""
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      {field.help && <StyledHelp id={`${id}-help`}>{field.help}</StyledHelp>}
      <input
        id={id}
        type="text"
        inputMode={field.whole ? "numeric" : "decimal"}
        value={shown}
        aria-invalid={problems.length > 0}
        aria-describedby={describedBy(field.help && `${id}-help`, problems.length > 0 && `${id}-problems`)}
        onChange={(event) => {
          const typed = event.target.value.trim()
          onChange(path, typed !== "" && Number.isFinite(Number(typed)) ? Number(typed) : event.target.value)
        }}
      />
      <Problems id={id} problems={problems} />
    </StyledField>
  )
}

const SwitchInput: React.FC<FieldProps> = ({ field, label, path, value, onChange, problemsAt }) => {
  const at = pathText(path)
  const id = pageControlId(at)
  const problems = problemsAt(at)
  return (
    <StyledField>
      <StyledSwitch>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={value === true}
          aria-invalid={problems.length > 0}
          aria-describedby={describedBy(field.help && `${id}-help`, problems.length > 0 && `${id}-problems`)}
          onChange={(event) => onChange(path, event.target.checked)}
        />
        <StyledLabel htmlFor={id} as="label" style={{ margin: 0 }}>
          {label}
        </StyledLabel>
      </StyledSwitch>
      {field.help && <StyledHelp id={`${id}-help`}>{field.help}</StyledHelp>}
      <Problems id={id} problems={problems} />
    </StyledField>
  )
}

const ChoiceInput: React.FC<FieldProps & { field: Extract<FormField, { kind: "choice" }> }> = ({ field, label, path, value, onChange, problemsAt }) => {
  const at = pathText(path)
  const id = pageControlId(at)
  const problems = problemsAt(at)
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      {field.help && <StyledHelp id={`${id}-help`}>{field.help}</StyledHelp>}
      <select id={id} value={typeof value === "string" ? value : ""} aria-invalid={problems.length > 0} onChange={(event) => onChange(path, event.target.value)}>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <Problems id={id} problems={problems} />
    </StyledField>
  )
}

const GroupInput: React.FC<FieldProps & { field: Extract<FormField, { kind: "group" }>; actions?: React.ReactNode }> = ({ field, label, path, value, onChange, problemsAt, actions }) => {
  const at = pathText(path)
  const id = pageControlId(at)
  const problems = problemsAt(at)
  const record = value && typeof value === "object" ? (value as Record<string, unknown>) : {}
  return (
    <StyledGroup id={id} tabIndex={-1} aria-describedby={describedBy(field.help && `${id}-help`, problems.length > 0 && `${id}-problems`)}>
      <legend>{label}</legend>
      {field.help && <StyledHelp id={`${id}-help`}>{field.help}</StyledHelp>}
      <Problems id={id} problems={problems} />
      {field.fields.map((inner) => (
        <FieldInput key={inner.key} field={inner} label={inner.label} path={[...path, inner.key]} value={record[inner.key]} onChange={onChange} problemsAt={problemsAt} />
      ))}
      {actions}
    </StyledGroup>
  )
}

/** What was removed last, until she undoes it or removes another. */
interface Removed {
  index: number
  entry: unknown
  name: string
}

/** Inside an entry of a list: a list there folds to one line of its own, so the entry's other fields stay near. */
const InEntryContext = React.createContext(false)

/** What a folded list's line says: its name, how many, and the first's words. */
const listSummary = (label: string, entries: readonly unknown[], item: FormField): string => {
  const first = entrySummary(entries[0], item).trim()
  return `${label} (${entries.length})${first ? `: ${first.length > 40 ? `${first.slice(0, 40)}…` : first}` : ""}`
}

/** A list inside an entry, folded to its summary line until she opens it. */
const FoldedList: React.FC<{ id: string; summary: string; toFix: boolean; children: React.ReactNode }> = ({ id, summary, toFix, children }) => {
  const [open, setOpen] = React.useState(false)
  const region = React.useRef<HTMLDivElement>(null)
  useOpensToShow(region, () => {
    setOpen(true)
    return true
  })
  return (
    <StyledFolded>
      <FoldLine id={`${id}-toggle`} controls={`${id}-list`} open={open} toFix={toFix} onToggle={() => setOpen(!open)}>
        {summary}
      </FoldLine>
      <div id={`${id}-list`} role="region" aria-labelledby={`${id}-toggle`} ref={region} hidden={!open}>
        {children}
      </div>
    </StyledFolded>
  )
}

const ListInput: React.FC<FieldProps & { field: Extract<FormField, { kind: "list" }> }> = (props) => {
  const { field, label, path, value } = props
  const inEntry = React.useContext(InEntryContext)
  const problemFields = React.useContext(ProblemFieldsContext)
  const list = <ListFields {...props} />
  if (!inEntry) return list
  const at = pathText(path)
  return (
    <FoldedList id={pageControlId(at)} summary={listSummary(label, Array.isArray(value) ? value : [], field.item)} toFix={holdsProblem(problemFields, at)}>
      {list}
    </FoldedList>
  )
}

const ListFields: React.FC<FieldProps & { field: Extract<FormField, { kind: "list" }> }> = ({ field, label, path, value, onChange, problemsAt }) => {
  const at = pathText(path)
  const id = pageControlId(at)
  const problems = problemsAt(at)
  const entries = Array.isArray(value) ? value : []
  const fixed = field.min !== undefined && field.min === field.max
  // A list of groups folds each entry to its summary line; one is open at a time.
  const folds = field.item.kind === "group"
  const [open, setOpen] = React.useState<number | null>(null)
  const [removed, setRemoved] = React.useState<Removed | null>(null)
  const list = React.useRef<HTMLFieldSetElement>(null)
  const regions = React.useRef<(HTMLDivElement | null)[]>([])
  const problemFields = React.useContext(ProblemFieldsContext)
  // "Fix" on a field inside a folded entry opens the entry, then goes to the field.
  useOpensToShow(list, (control) => {
    const index = regions.current.findIndex((region) => region !== null && region.contains(control))
    if (index < 0) return false
    setOpen(index)
    return true
  })
  const entryName = (index: number) => {
    const words = entrySummary(entries[index], field.item).trim()
    return `${field.itemName} ${index + 1}${words && field.item.kind === "group" ? `: ${words.length > 40 ? `${words.slice(0, 40)}…` : words}` : ""}`
  }
  const move = (index: number, to: number) => {
    onChange(path, moveEntry(entries, index, to))
    if (open === index) setOpen(to)
  }
  const remove = (index: number) => {
    setRemoved({ index, entry: entries[index], name: entryName(index) })
    setOpen(null)
    onChange(path, entries.filter((_, place) => place !== index))
  }
  const undo = (last: Removed) => {
    onChange(path, [...entries.slice(0, last.index), last.entry, ...entries.slice(last.index)])
    setRemoved(null)
    if (folds) setOpen(last.index)
  }
  const actionsFor = (index: number) =>
    fixed ? null : (
      <StyledEntryActions>
        <Button type="button" $tone="outline" disabled={index === 0} aria-label={`Move ${entryName(index)} up`} onClick={() => move(index, index - 1)}>
          ↑ Up
        </Button>
        <Button type="button" $tone="outline" disabled={index === entries.length - 1} aria-label={`Move ${entryName(index)} down`} onClick={() => move(index, index + 1)}>
          ↓ Down
        </Button>
        <Button type="button" $tone="outline" aria-label={`Remove ${entryName(index)}`} onClick={() => remove(index)}>
          Remove
        </Button>
      </StyledEntryActions>
    )
  return (
    <StyledGroup ref={list} id={id} tabIndex={-1} aria-describedby={describedBy(field.help && `${id}-help`, problems.length > 0 && `${id}-problems`)}>
      <legend>{label}</legend>
      {field.help && <StyledHelp id={`${id}-help`}>{field.help}</StyledHelp>}
      <Problems id={id} problems={problems} />
      {entries.map((entry, index) =>
        field.item.kind === "group" ? (
          <StyledFolded key={index}>
            <FoldLine
              id={`${id}-${index}-toggle`}
              controls={`${id}-${index}-entry`}
              open={open === index}
              toFix={holdsProblem(problemFields, pathText([...path, index]))}
              onToggle={() => setOpen(open === index ? null : index)}
            >
              {entryName(index)}
            </FoldLine>
            <div
              id={`${id}-${index}-entry`}
              role="region"
              aria-labelledby={`${id}-${index}-toggle`}
              ref={(region) => {
                regions.current[index] = region
              }}
              hidden={open !== index}
            >
              <InEntryContext.Provider value={true}>
                <GroupInput field={field.item} label={entryName(index)} path={[...path, index]} value={entry} onChange={onChange} problemsAt={problemsAt} actions={actionsFor(index)} />
              </InEntryContext.Provider>
            </div>
          </StyledFolded>
        ) : (
          <div
            key={index}
            ref={(region) => {
              regions.current[index] = region
            }}
          >
            <FieldInput field={field.item} label={entryName(index)} path={[...path, index]} value={entry} onChange={onChange} problemsAt={problemsAt} />
            {actionsFor(index)}
          </div>
        ),
      )}
      {removed && (
        <StyledEntryActions role="status">
          <span>{removed.name} removed.</span>
          <Button type="button" $tone="outline" onClick={() => undo(removed)}>
            Undo
          </Button>
        </StyledEntryActions>
      )}
      {!fixed && (field.max === undefined || entries.length < field.max) && (
        <StyledEntryActions>
          <Button
            type="button"
            $tone="outline"
            onClick={() => {
              onChange(path, [...entries, emptyValue(field.item)])
              if (folds) setOpen(entries.length)
            }}
          >
            Add {field.itemName === "Entry" ? `to ${label.toLowerCase()}` : `a ${field.itemName.toLowerCase()}`}
          </Button>
        </StyledEntryActions>
      )}
    </StyledGroup>
  )
}

/** A page's photo: uploaded, resized and described as a post's cover is; removing it brings the file's photo back. */
const PhotoInput: React.FC<FieldProps & { field: Extract<FormField, { kind: "photo" }> }> = ({ field, label, path, value, onChange, problemsAt }) => {
  const photos = React.useContext(PhotosContext)
  const at = pathText(path)
  const id = pageControlId(at)
  const problems = [...problemsAt(at), ...problemsAt(`${at}.src`), ...problemsAt(`${at}.alt`)]
  // The checklist's Fix names the photo's fields ("portrait.src", "portrait.alt"): each is a control here.
  const chooseId = pageControlId(`${at}.src`)
  const photo = value && typeof value === "object" ? (value as { src?: unknown; alt?: unknown }) : {}
  const src = typeof photo.src === "string" ? photo.src : ""
  const alt = typeof photo.alt === "string" ? photo.alt : ""
  // An optional description left empty is left out, as the file leaves it out.
  const withAlt = (next: string) => (field.decorative && next === "" ? { src } : { src, alt: next })
  if (!photos) return null
  return (
    <StyledField id={id} tabIndex={-1}>
      <PhotoUploader
        setup={photos.setup}
        owner={photos.owner}
        id={chooseId}
        altId={pageControlId(`${at}.alt`)}
        label={label}
        hint={[field.help, "Large photos are made smaller here first."].filter(Boolean).join(" ")}
        photo={src ? { src, alt } : null}
        onUploaded={(uploaded) => onChange(path, field.decorative && !alt ? { src: uploaded.src } : { src: uploaded.src, alt })}
        onAltChange={(next) => onChange(path, withAlt(next))}
        onRemove={() => onChange(path, valueAt(photos.file, path))}
        library={{ kind: "page", onChoose: (chosen) => onChange(path, field.decorative && !chosen.alt ? { src: chosen.src } : { src: chosen.src, alt: chosen.alt }) }}
      />
      <Problems id={id} problems={problems} />
    </StyledField>
  )
}

/** One field of the form, drawn by its kind. */
const FieldInput: React.FC<FieldProps> = (props) => {
  const { field } = props
  switch (field.kind) {
    case "text":
      return <TextInput {...props} field={field} />
    case "number":
      return <NumberInput {...props} field={field} />
    case "switch":
      return <SwitchInput {...props} />
    case "choice":
      return <ChoiceInput {...props} field={field} />
    case "group":
      return <GroupInput {...props} field={field} />
    case "list":
      return <ListInput {...props} field={field} />
    case "photo":
      return <PhotoInput {...props} field={field} />
  }
}

/** A page's form: a menu of its parts, then every field of its schema, in the schema's order, with the schema's problems at each. */
export const SchemaForm: React.FC<SchemaFormProps> = ({ fields, photos, value, onChange, problemsAt, problemFields = [] }) => (
  <PhotosContext.Provider value={photos}>
    <ProblemFieldsContext.Provider value={problemFields}>
    {fields.length > 3 && <FormPartsMenu parts={fields.map((field) => ({ label: field.label, controlId: pageControlId(field.key) }))} />}
    {fields.map((field) => (
      <FieldInput key={field.key} field={field} label={field.label} path={[field.key]} value={value[field.key]} onChange={onChange} problemsAt={problemsAt} />
    ))}
    </ProblemFieldsContext.Provider>
  </PhotosContext.Provider>
)
