/**
 * The testimonial a client gave at the end of their programme, published by the coach in the
 * studio project's programme test (studio-programme.spec.ts), is on the home page once the publish
 * project's one build is done, named as the client chose: first name and role, no surname.
 */
import { BUILD_TIMEOUT_MS, buildOnce } from "../support/build-hook"
import { expect, test } from "../support/fixtures"
import { PROGRAMME_CLIENT, PROGRAMME_TESTIMONIAL } from "../support/programme"

test("the client's testimonial is on the home page after the build, named by first name and role", async () => {
  test.setTimeout(BUILD_TIMEOUT_MS + 60_000)
  const siteUrl = await buildOnce()
  const home = await (await fetch(`${siteUrl}/`)).text()
  const main = home.slice(home.indexOf("<main"), home.indexOf("</main>"))
  expect(main).toContain(PROGRAMME_TESTIMONIAL)
  expect(main).toContain(`${PROGRAMME_CLIENT.firstName}</strong>`)
  expect(main).toContain(PROGRAMME_CLIENT.role)
  expect(main).not.toContain(PROGRAMME_CLIENT.surname)
})
