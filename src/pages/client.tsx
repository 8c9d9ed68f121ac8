import * as React from "react"
import { Seo } from "../head/seo"
import { CLIENT_PATH } from "../../contract/routes"
import { Container } from "../shell/container"
import { ClientRoomLoader } from "../features/client-room/client-room-loader"

/**
 * The client's room: where a client she has sent a proposal to signs in with a link mailed to
 * them, reads it with her terms and answers. Rendered in the browser only (the server render says
 * it is opening), its code loaded on demand, and kept out of search, the sitemap and robots.
 */
const ClientPage: React.FC = () => (
  <Container>
    <Seo title="Your room" description="A client's own room: their coaching proposal, the terms of engagement and their programme." pathname={CLIENT_PATH} noindex />
    <ClientRoomLoader />
  </Container>
)

export default ClientPage
