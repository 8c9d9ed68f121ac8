/**
 * Makes the site's artwork from SVG drawn here and in content/brand/, so nothing is downloaded:
 * the home page hero, the portrait placeholder, one cover per blog post, the app icon source and
 * the sharing image. Run `npx tsx scripts/make-artwork.ts` after changing a drawing; commit the output.
 * A real photograph simply replaces content/images/portrait.jpg (same name, portrait orientation).
 */
import { readFileSync } from "node:fs"
import sharp from "sharp"

const write = (svg: string, file: string, format: "jpeg" | "png" = "jpeg") => {
  const image = sharp(Buffer.from(svg))
  return (format === "jpeg" ? image.jpeg({ quality: 86, mozjpeg: true }) : image.png()).toFile(file)
}

/** Dark, quiet lines on near-black: white text over it stays well above 7:1 contrast. */
const hero = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1400" viewBox="0 0 2400 1400">
  <defs>
    <radialGradient id="glow" cx="0.78" cy="0.28" r="0.75">
      <stop offset="0" stop-color="#1e3a8a"/><stop offset="0.5" stop-color="#0b1220"/><stop offset="1" stop-color="#000000"/>
    </radialGradient>
  </defs>
  <rect width="2400" height="1400" fill="url(#glow)"/>
  ${Array.from({ length: 14 }, (_, i) => `<path d="M ${1100 + i * 40} 1400 C ${1500 + i * 30} ${900 - i * 25}, ${1900 - i * 20} ${700 - i * 30}, 2400 ${420 - i * 22}" fill="none" stroke="#60a5fa" stroke-opacity="${0.05 + i * 0.012}" stroke-width="2"/>`).join("\n  ")}
  <circle cx="1880" cy="400" r="220" fill="none" stroke="#93c5fd" stroke-opacity="0.18" stroke-width="2"/>
  <circle cx="1880" cy="400" r="330" fill="none" stroke="#93c5fd" stroke-opacity="0.10" stroke-width="2"/>
</svg>`

/** A drawn head-and-shoulders placeholder until the coach's photograph goes in. */
const portrait = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1250" viewBox="0 0 1000 1250">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#e9ecef"/><stop offset="1" stop-color="#cbd5e1"/>
    </linearGradient>
    <linearGradient id="coat" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#0b1220"/>
    </linearGradient>
  </defs>
  <rect width="1000" height="1250" fill="url(#bg)"/>
  <path d="M 330 560 C 290 330, 420 250, 500 250 C 620 250, 720 340, 680 560 C 700 700, 660 790, 640 820 L 360 820 C 330 780, 300 700, 330 560 Z" fill="#334155"/>
  <rect x="445" y="640" width="110" height="170" rx="40" fill="#d6c2b0"/>
  <ellipse cx="500" cy="500" rx="150" ry="180" fill="#e2cfbf"/>
  <path d="M 350 470 C 360 330, 470 300, 560 320 C 620 335, 650 380, 655 450 C 590 420, 480 380, 350 470 Z" fill="#334155"/>
  <path d="M 130 1250 C 150 960, 320 800, 500 800 C 680 800, 850 960, 870 1250 Z" fill="url(#coat)"/>
  <path d="M 430 800 L 500 920 L 570 800 Z" fill="#f8fafc"/>
</svg>`

const cover = (hue: number, shape: (hue: number) => string): string => `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 55% 18%)"/><stop offset="1" stop-color="hsl(${hue} 60% 6%)"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="900" fill="url(#bg)"/>
  ${shape(hue)}
</svg>`

const rings = (hue: number): string => Array.from({ length: 6 }, (_, i) => `<circle cx="1150" cy="420" r="${80 + i * 70}" fill="none" stroke="hsl(${hue} 80% 75%)" stroke-opacity="${0.35 - i * 0.05}" stroke-width="3"/>`).join("")
const steps = (hue: number): string => Array.from({ length: 7 }, (_, i) => `<rect x="${700 + i * 110}" y="${720 - i * 80}" width="90" height="${80 + i * 80}" fill="hsl(${hue} 70% ${30 + i * 6}%)" fill-opacity="0.8"/>`).join("")
const branches = (hue: number): string => Array.from({ length: 9 }, (_, i) => `<path d="M 200 820 C 600 ${820 - i * 40}, 900 ${700 - i * 60}, 1500 ${150 + i * 70}" fill="none" stroke="hsl(${hue} 80% 72%)" stroke-opacity="0.4" stroke-width="3"/>`).join("")
const table = (hue: number): string => `<ellipse cx="1050" cy="520" rx="420" ry="160" fill="none" stroke="hsl(${hue} 80% 75%)" stroke-opacity="0.5" stroke-width="4"/>` + Array.from({ length: 8 }, (_, i) => { const a = (i / 8) * Math.PI * 2; return `<circle cx="${1050 + Math.cos(a) * 500}" cy="${520 + Math.sin(a) * 230}" r="34" fill="hsl(${hue} 70% 60%)" fill-opacity="0.7"/>` }).join("")
const bridge = (hue: number): string => `<path d="M 500 760 Q 1050 180 1600 760" fill="none" stroke="hsl(${hue} 80% 75%)" stroke-opacity="0.6" stroke-width="6"/>` + Array.from({ length: 11 }, (_, i) => `<line x1="${560 + i * 95}" y1="760" x2="${560 + i * 95}" y2="${760 - Math.sin((i / 10) * Math.PI) * 300}" stroke="hsl(${hue} 80% 75%)" stroke-opacity="0.35" stroke-width="3"/>`).join("")
const waves = (hue: number): string => Array.from({ length: 8 }, (_, i) => `<path d="M 0 ${300 + i * 60} C 400 ${200 + i * 60}, 800 ${420 + i * 60}, 1600 ${260 + i * 60}" fill="none" stroke="hsl(${hue} 80% 72%)" stroke-opacity="${0.12 + i * 0.05}" stroke-width="3"/>`).join("")

const covers = {
  "first-ninety-days-as-chief-executive": cover(221, steps),
  "delegation-is-a-design-problem": cover(200, branches),
  "from-founder-to-chief-executive": cover(250, bridge),
  "board-meetings-that-help-you": cover(215, table),
  "the-difficult-conversation-you-are-avoiding": cover(190, rings),
  "leading-through-a-restructure": cover(230, waves),
}

const main = async () => {
  await write(hero, "content/images/hero.jpg")
  await write(portrait, "content/images/portrait.jpg")
  for (const [slug, svg] of Object.entries(covers)) await write(svg, `content/blog/${slug}/cover.jpg`)
  await write(readFileSync("content/brand/icon.svg", "utf8"), "content/brand/icon.png", "png")
  await write(readFileSync("content/brand/og-image.svg", "utf8"), "static/og-image.png", "png")
  console.log("artwork written")
}

void main()
