import * as React from "react"
import styled from "styled-components"
import type { DayOfTimes } from "../../contract/booking-slots"
import { Button } from "./button"

/** Read by screen readers, not shown: the day and zone each time button needs to be understood alone. */
export const StyledHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`

const StyledDay = styled.div`
  margin-bottom: 1.5rem;

  h4 {
    margin: 0 0 0.6rem;
  }

  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
    gap: 0.6rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`

const StyledTime = styled.button`
  width: 100%;
  min-height: 44px;
  padding: 0.5rem 0.6rem;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.body};
  color: ${({ theme }) => theme.colors.primaryDark};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.inverse};
  }

  small {
    display: block;
    font-size: ${({ theme }) => theme.type.small};
    font-weight: 400;
  }
`

interface TimePickerProps {
  days: DayOfTimes[]
  onPick: (time: DayOfTimes["times"][number]) => void
  /** How many days to show at first and with each "show more" (all when absent). */
  pageDays?: number
  moreLabel?: string
  /** The level of each day's heading. */
  headingLevel?: 3 | 4 | 5
  /** Keeps the day headings' ids apart when two pickers share a page. */
  idPrefix?: string
}

/**
 * The free times grouped by the visitor's days, a heading per day and a button per time: the time
 * in their zone, hers beside it when the clocks differ, and (for screen readers) the day and zone.
 */
export const TimePicker: React.FC<TimePickerProps> = ({ days, onPick, pageDays, moreLabel, headingLevel = 4, idPrefix = "day" }) => {
  const [shown, setShown] = React.useState(pageDays ?? days.length)
  // After "show more", the first day it added takes the focus, so a keyboard goes on from there.
  const [focusDay, setFocusDay] = React.useState<string | null>(null)
  React.useEffect(() => {
    if (focusDay) document.getElementById(`${idPrefix}-${focusDay}`)?.focus()
  }, [focusDay, idPrefix])
  const Heading = (["h3", "h4", "h5"] as const)[headingLevel - 3]
  return (
    <>
      {days.slice(0, shown).map((day) => (
        <StyledDay key={day.date} data-day={day.date}>
          <Heading id={`${idPrefix}-${day.date}`} tabIndex={-1}>
            {day.day}
          </Heading>
          <ul aria-labelledby={`${idPrefix}-${day.date}`}>
            {day.times.map((time) => (
              <li key={time.start}>
                <StyledTime type="button" onClick={() => onPick(time)}>
                  <StyledHidden>{day.day}, </StyledHidden>
                  {time.label.time}
                  {time.label.endDay && <StyledHidden> on {time.label.endDay}</StyledHidden>}
                  <StyledHidden> {time.label.zone}</StyledHidden>
                  {/* The space keeps the zone and her time apart when read as one name. */}
                  {time.label.coachTime && <small> {time.label.coachTime}</small>}
                </StyledTime>
              </li>
            ))}
          </ul>
        </StyledDay>
      ))}
      {shown < days.length && moreLabel && (
        <Button
          type="button"
          $tone="outline"
          onClick={() => {
            setFocusDay(days[shown]?.date ?? null)
            setShown((current) => current + (pageDays ?? days.length))
          }}
        >
          {moreLabel}
        </Button>
      )}
    </>
  )
}
