import type * as React from "react"
import type { FirebaseSetup } from "../../firebase/config"

/** What the client room's page gives the app (compiled apart: gatsby/build-steps/app-bundles.ts). */
export interface ClientRoomAppProps {
  setup: FirebaseSetup
}

/** The app's module, as its compiled entry file exports it. */
export interface ClientRoomAppModule {
  ClientRoomApp: React.ComponentType<ClientRoomAppProps>
}
