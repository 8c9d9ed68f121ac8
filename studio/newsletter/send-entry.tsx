/** Where "Send to subscribers" opens (the newsletter screen, a published post's editor): the send screen's code comes when it is opened. */
import * as React from "react"
import { ScreenLoader } from "./screen-loader"
import type { SendScreenProps } from "./send-screen"

const loadSendScreen = () => import("./send-screen").then((module) => module.SendScreen)

export const SendEntry: React.FC<SendScreenProps> = (props) => <ScreenLoader load={loadSendScreen} props={props} opening="Making the e-mail…" onClose={props.onClose} />
