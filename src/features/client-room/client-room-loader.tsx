import * as React from "react"
import styled from "styled-components"
import { firebaseSetup } from "../../firebase/config"
import { loadApp } from "../apps/load-app"
import type { ClientRoomAppModule, ClientRoomAppProps } from "./client-room-app-props"

const StyledNote = styled.p`
  margin: 3rem 0;
`

type Loaded = React.ComponentType<ClientRoomAppProps>

// Read once from the build-time variables; null (demo mode) without a Firebase project. Reading them
// loads no Firebase code: the app does, once it runs.
const setup = firebaseSetup()

/** The app, from where the build wrote it. */
const loadClientRoomApp = (): Promise<ClientRoomAppModule> => loadApp<ClientRoomAppModule>(String(process.env.GATSBY_CLIENT_SCRIPT))

/**
 * Loads the client room's code once the page runs in the browser, so neither the server render nor
 * the page's first JavaScript carries it (nor Firebase, which it loads in turn). The build compiles
 * it apart from the pages' bundle (gatsby/build-steps/app-bundles.ts) and gives its address.
 */
export const ClientRoomLoader: React.FC = () => {
  const [App, setApp] = React.useState<Loaded | null>(null)
  const [failed, setFailed] = React.useState(false)

  React.useEffect(() => {
    if (!setup) return
    loadClientRoomApp().then(
      (module) => setApp(() => module.ClientRoomApp),
      () => setFailed(true),
    )
  }, [])

  if (!setup) {
    return <StyledNote>Your room is not available here: this copy of the site is not connected to its Firebase project.</StyledNote>
  }
  if (failed) return <StyledNote role="alert">Your room could not load. Check your connection and reload the page.</StyledNote>
  if (!App) return <StyledNote>Opening your room…</StyledNote>
  return <App setup={setup} />
}
