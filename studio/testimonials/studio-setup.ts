/** The studio's Firebase setup for the parts of a client's row that load their own data (the programme's end), without threading it through the list. */
import * as React from "react"
import type { FirebaseSetup } from "../../src/firebase/config"

export const StudioSetup = React.createContext<FirebaseSetup | null>(null)
