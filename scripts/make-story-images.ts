/**
 * Draws the demo stories' posters, backgrounds and the publisher logo as SVG and rasterises them
 * with sharp: story posters and logos must be JPEG/PNG/WebP. Run after changing a design here:
 *   npx tsx scripts/make-story-images.ts
 * A coach replacing them with photographs just drops new files into the story's folder.
 */
import { mkdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import sharp from "sharp"

const STORIES = join(process.cwd(), "content", "stories")
const site = JSON.parse(readFileSync(join(process.cwd(), "content", "site.json"), "utf8")) as { name: string }
const initials = site.name.split(/\s+/).map((word) => word[0]).join("").slice(0, 2).toUpperCase()
const SERIF = "Georgia, 'DejaVu Serif', serif"
const SANS = "'Liberation Sans', 'DejaVu Sans', sans-serif"

const escape = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;")

/** Abstract shapes: a path rising over horizon bands, tinted per story. */
interface Colours {
  sky: [string, string]
  ground: [string, string]
  accent: string
}

const scene = (w: number, h: number, { sky, ground, accent }: Colours): string => `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/>
    </linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="${w * 0.72}" cy="${h * 0.3}" r="${w * 0.16}" fill="${accent}" opacity="0.9"/>
  <path d="M0 ${h * 0.62} Q ${w * 0.3} ${h * 0.5} ${w * 0.55} ${h * 0.6} T ${w} ${h * 0.55} V ${h} H 0 Z" fill="${ground[0]}"/>
  <path d="M0 ${h * 0.75} Q ${w * 0.4} ${h * 0.66} ${w * 0.7} ${h * 0.76} T ${w} ${h * 0.72} V ${h} H 0 Z" fill="${ground[1]}"/>
  <path d="M${w * 0.5} ${h} C ${w * 0.46} ${h * 0.86} ${w * 0.58} ${h * 0.78} ${w * 0.52} ${h * 0.66}" stroke="${accent}" stroke-width="${w * 0.02}" fill="none" stroke-linecap="round"/>`

const poster = (title: { lines: string[] }, colours: Colours): string => {
  const [w, h] = [720, 960]
  const lines = title.lines.map((line, i) => `<tspan x="56" dy="${i === 0 ? 0 : 70}">${escape(line)}</tspan>`).join("")
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    ${scene(w, h, colours)}
    <rect x="0" y="0" width="${w}" height="${h * 0.36}" fill="#000" opacity="0.35"/>
    <text x="56" y="110" font-family="${SERIF}" font-size="60" font-weight="700" fill="#fff">${lines}</text>
    <text x="56" y="${h - 48}" font-family="${SANS}" font-size="26" fill="#fff">${escape(site.name)} · Stories</text>
  </svg>`
}

const background = (colours: Colours): string => {
  const [w, h] = [1080, 1920]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${scene(w, h, colours)}</svg>`
}

const logo = (): string => `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 192 192">
  <rect width="192" height="192" fill="#000"/>
  <text x="96" y="124" text-anchor="middle" font-family="${SERIF}" font-size="88" font-weight="700" fill="#fff">${initials}</text>
  <rect x="40" y="146" width="112" height="6" fill="#1d4ed8"/>
</svg>`

const render = async (svg: string, file: string, format: "png" | "jpeg"): Promise<void> => {
  const image = sharp(Buffer.from(svg))
  await (format === "png" ? image.png() : image.jpeg({ quality: 82, mozjpeg: true })).toFile(file)
  console.log(file)
}

const designs: Array<{ id: string; title: { lines: string[] }; colours: Colours }> = [
  {
    id: "from-founder-to-ceo",
    title: { lines: ["From founder", "to CEO"] },
    colours: { sky: ["#1e3a8a", "#3b82f6"], ground: ["#0f172a", "#1e293b"], accent: "#fbbf24" },
  },
  {
    id: "leading-through-a-reorganisation",
    title: { lines: ["Leading through", "a reorganisation"] },
    colours: { sky: ["#7c2d12", "#f97316"], ground: ["#1c1917", "#44403c"], accent: "#fde68a" },
  },
  {
    id: "the-first-hundred-days",
    title: { lines: ["The first", "hundred days"] },
    colours: { sky: ["#064e3b", "#10b981"], ground: ["#022c22", "#134e4a"], accent: "#e0f2fe" },
  },
]

const main = async () => {
  mkdirSync(STORIES, { recursive: true })
  await render(logo(), join(STORIES, "publisher-logo.png"), "png")
  for (const design of designs) {
    const dir = join(STORIES, design.id)
    mkdirSync(dir, { recursive: true })
    await render(poster(design.title, design.colours), join(dir, "poster.jpg"), "jpeg")
    await render(background(design.colours), join(dir, "background.jpg"), "jpeg")
  }
}

void main()
