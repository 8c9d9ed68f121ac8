import * as React from "react"

/** A sub-heading over a bulleted list of lines (credentials, who the coaching is and is not for). */
export const HeadedList: React.FC<{ heading: string; items: readonly string[] }> = ({ heading, items }) => (
  <div>
    <h3>{heading}</h3>
    <ul>
      {items.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  </div>
)
