/**
 * A spreadsheet runs a cell that starts with one of these as a formula: such a cell is written with
 * a leading apostrophe, which spreadsheets hide and an import takes off again.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** A text cell as an export writes it. */
export const cellOut = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value)

/** A cell as an import reads it: the apostrophe an export added taken off. */
export const cellIn = (value: string): string => (value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value)
