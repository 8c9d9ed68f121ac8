import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import styled from "styled-components"
import type { BookingCopy } from "../../contract/contact-copy-schema"
import { CALL_PATH } from "../../contract/routes"
import { PageIntro } from "../components/page-intro"
import { CallEntry } from "../features/booking/call-entry"
import { Seo } from "../head/seo"
import { Container } from "../shell/container"
import { settings } from "../settings"

export interface CallPageData {
  contactYaml: { booking: BookingCopy; form: { heading: string } }
}

const StyledBody = styled.div`
  padding-bottom: 4rem;
  max-width: 720px;
`

/**
 * A visitor's booked call, opened from the link in their e-mails (the token after "#"): seen,
 * cancelled or moved without signing in. Kept out of the navigation, the sitemap and search.
 */
const CallPage: React.FC<PageProps<CallPageData>> = ({ data }) => {
  const { booking, form } = data.contactYaml
  return (
    <>
      <Seo title={booking.manage.title} description={booking.manage.description} pathname={CALL_PATH} noindex />
      <PageIntro title={booking.manage.heading}>
        <p>{booking.manage.description}</p>
      </PageIntro>
      <Container>
        <StyledBody>
          <CallEntry copy={booking} formHeading={form.heading} email={settings.email} />
        </StyledBody>
      </Container>
    </>
  )
}

export default CallPage

export const query = graphql`
  query CallPage {
    contactYaml {
      booking
      form { heading }
    }
  }
`
