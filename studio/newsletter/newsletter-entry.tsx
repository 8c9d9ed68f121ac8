/** Where the studio opens "Newsletter": the screen's code comes when she opens it, not with the studio. */
import * as React from "react"
import { ScreenLoader } from "./screen-loader"
import type { NewsletterScreenProps } from "./newsletter-screen"

const loadNewsletterScreen = () => import("./newsletter-screen").then((module) => module.NewsletterScreen)

export const NewsletterEntry: React.FC<NewsletterScreenProps> = (props) => (
  <ScreenLoader load={loadNewsletterScreen} props={props} opening="Opening your newsletter…" onClose={props.onClose} />
)
