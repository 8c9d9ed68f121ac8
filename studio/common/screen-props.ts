import type { StudioAppProps } from "../../src/features/studio/studio-app-props"

/** What every screen of the table (studio/screens/screen-table.ts) is given: the page's props, and the way back to the desk. */
export interface ScreenProps extends StudioAppProps {
  onClose: () => void
}
