/**
 * A `tel:` address in international form for a UK number however the coach writes it:
 * "020 7946 0321", "+44 20 7946 0321", "+44 (0)20 7946 0321" and "0044 20 7946 0321" all dial
 * tel:+442079460321. Numbers already in another country's +form keep their country code.
 */
export const telHref = (written: string): string => {
  const international = written.trim().startsWith("+") || written.trim().startsWith("00")
  let digits = written.replace(/\(0\)/g, "").replace(/\D/g, "")
  if (international) digits = digits.replace(/^00/, "")
  else digits = `44${digits.replace(/^0/, "")}`
  return `tel:+${digits}`
}
