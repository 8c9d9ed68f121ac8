import * as React from "react"
import type { CoachDetail } from "../../contract/enquiry-schema"

/** The enquiry's fields a call or a request carries, each under its label, in the form's order (the functions pick and label them). */
export const RequestDetails: React.FC<{ details: readonly CoachDetail[] }> = ({ details }) => (
  <>
    {details.map((detail) => (
      <p key={detail.key}>
        {detail.label}: {detail.value}
      </p>
    ))}
  </>
)
