/** The room's Firebase setup for the parts of an engagement that load their own data (its testimonial), without threading it through every view. */
import * as React from "react"
import type { FirebaseSetup } from "../../src/firebase/config"

export const RoomSetup = React.createContext<FirebaseSetup | null>(null)
