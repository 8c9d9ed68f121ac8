/** Where "Send to subscribers" opens (the newsletter screen, a published post's editor): the send screen's code comes when it is opened. */
import * as React from "react"
import { ScreenHost, type LoadedPart } from "../common/screen-host"
import type { SendScreenProps } from "./send-screen"

const SEND_SCREEN: LoadedPart<SendScreenProps> = {
  id: "newsletter-send",
  opening: "Making the e-mail…",
  load: () => import("./send-screen").then((module) => module.SendScreen),
}

export const SendEntry: React.FC<SendScreenProps> = (props) => <ScreenHost row={SEND_SCREEN} props={props} back={props.onClose} />
