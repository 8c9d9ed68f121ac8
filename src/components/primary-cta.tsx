import * as React from "react"
import { settings } from "../settings"
import { ButtonLink, type ButtonTone } from "./button-link"
import { ROUTES } from "../../contract/routes"

/** Where the one next step leads: the booking page when the coach has one, otherwise the contact page. */
export const ctaTarget = (schedulerUrl: string = settings.schedulerUrl, fallback: string = ROUTES.contact): string =>
  schedulerUrl.trim() || fallback

interface PrimaryCtaProps {
  tone?: ButtonTone
  /** Where to go without a booking link; the contact page itself points at its own form. */
  fallback?: string
}

/** "Book a free first conversation": the site's primary call to action. */
export const PrimaryCta: React.FC<PrimaryCtaProps> = ({ tone = "primary", fallback }) => (
  <ButtonLink to={ctaTarget(settings.schedulerUrl, fallback)} tone={tone}>
    {settings.callToAction.label}
  </ButtonLink>
)
