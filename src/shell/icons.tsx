import * as React from "react"

const iconProps = {
  width: 28,
  height: 28,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  "aria-hidden": true,
  focusable: false,
} as const

export const MenuIcon: React.FC = () => (
  <svg {...iconProps}>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </svg>
)

export const CloseIcon: React.FC = () => (
  <svg {...iconProps}>
    <path d="M5 5l14 14M19 5L5 19" />
  </svg>
)
