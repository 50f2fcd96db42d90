// Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi, for tests/browser/firefox_driver.py.
//
// One browser for the process; each line on stdin is a plan (JSON: {url, steps, origin?, screenshot?}) that
// runs in a page of its own, and each gets one line back on stdout: {ok: true, ms} or {ok: false, error}.
// A plan fails at its first step whose condition does not come true in time, or if the page reported a
// console error, an uncaught error, a failed request, an HTTP error or (given `origin`) a request to another
// origin. Elements are found by accessible role and name (`::-p-aria`); every step waits for its condition.
import puppeteer from "puppeteer-core";
import readline from "node:readline";

const TIMEOUT = 60_000; // only bounds how long a broken page is waited for (two workers share two cores)

function aria(role, name) {
  if (name === undefined) return `::-p-aria([role="${role}"])`;
  if (name.includes('"')) throw new Error(`an accessible name with a double quote cannot be looked up: ${name}`);
  return `::-p-aria([name="${name}"][role="${role}"])`;
}

// Until `check()` holds: checked again at each change of the page (or every half second, as the accessibility
// tree may follow the document a little later), as Playwright's `expect` does; fails after TIMEOUT.
async function until(page, what, check) {
  const deadline = Date.now() + TIMEOUT;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not seen within ${TIMEOUT / 1000} s: ${what}`);
    await page.evaluate(() => new Promise((resolve) => {
      const observer = new MutationObserver(() => done());
      const timer = setTimeout(() => done(), 500);
      const done = () => { observer.disconnect(); clearTimeout(timer); resolve(); };
      observer.observe(document, {subtree: true, childList: true, characterData: true, attributes: true});
    })).catch(() => {}); // a navigation cuts the wait short
  }
}

// Where the apps are drawn (Voilà's and Voici's `#rendered_cells`): Firefox answers a query by accessible role
// and name there in about a third of the time it takes over the whole document (a few tenths of a second).
function cells(page) {
  return page.waitForSelector("#rendered_cells");
}

// Whether any element found by `selector` passes `test` (run in the page on each, with `arg`).
async function any(page, selector, test, arg) {
  for (const element of await (await cells(page)).$$(selector)) {
    try {
      if (await element.evaluate(test, arg)) return true;
    } catch {
      // gone since it was found (the widget redrew): the next check finds its successor
    } finally {
      await element.dispose();
    }
  }
  return false;
}

// The element of `role` named `name` once it is shown.
async function shown(page, role, name) {
  return (await cells(page)).waitForSelector(aria(role, name), {visible: true});
}

// Click the element once it is shown; found again if the widget redrew it between finding and clicking.
async function clickShown(page, role, name) {
  const deadline = Date.now() + TIMEOUT;
  for (;;) {
    const element = await shown(page, role, name);
    try {
      return await element.click();
    } catch (error) {
      if (Date.now() > deadline || !/detached|not clickable|not visible|no longer/i.test(error.message)) throw error;
    } finally {
      await element.dispose();
    }
  }
}

// Each step: [kind, ...arguments] → a promise that settles when the step has been done or seen.
const STEPS = {
  click: (page, role, name) => clickShown(page, role, name),
  visible: async (page, role, name) => (await shown(page, role, name)).dispose(),
  pressed: (page, role, name) => until(page, `${role} "${name}" pressed`, () => any(page, aria(role, name),
    (element) => element.getAttribute("aria-pressed") === "true")),
  // an element of `role` whose words are exactly `expected` (any of several, as Playwright's role locators)
  text: (page, role, expected) => until(page, `a ${role} saying ${JSON.stringify(expected)}`, () => any(
    page, aria(role), (element, wanted) => element.textContent.replace(/\s+/g, " ").trim() === wanted, expected)),
  contains: (page, role, expected) => until(page, `a ${role} containing ${JSON.stringify(expected)}`, () => any(
    page, aria(role), (element, wanted) => element.textContent.replace(/\s+/g, " ").includes(wanted), expected)),
  // choose the option shown as `option` in the drop-down named `label` as a person does (input, change), once
  // it has one (as Playwright's select_option waits for it)
  select: (page, label, option) => until(page, `the drop-down "${label}" with the option "${option}"`, () => any(
    page, aria("combobox", label), (element, wanted) => {
      const found = [...element.options].find((candidate) => candidate.label.replace(/\s+/g, " ").trim() === wanted);
      if (!found) return false;
      element.value = found.value;
      element.dispatchEvent(new Event("input", {bubbles: true}));
      element.dispatchEvent(new Event("change", {bubbles: true}));
      return true;
    }, option)),
  // JupyterLab's dark theme: its stylesheet (at a path ending in `stylesheet`) loaded and darkens the page
  dark: (page, stylesheet) => page.waitForFunction((wanted) => {
    const link = [...document.querySelectorAll("link[rel=stylesheet]")].find((l) => l.href.endsWith(wanted));
    const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g).map(Number);
    return document.body.dataset.jpThemeName === "JupyterLab Dark" && link && link.sheet !== null
      && (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 < 0.2;
  }, {timeout: TIMEOUT}, stylesheet),
  // the page is no secure context (served over plain HTTP, not from loopback): it has no service worker
  plainHttp: async (page) => {
    const secure = await page.evaluate(() => [window.isSecureContext, "serviceWorker" in navigator, "caches" in self]);
    if (secure.some(Boolean)) throw new Error(`a secure context (isSecureContext, serviceWorker, caches): ${secure}`);
  },
  // no dialog shown (an error dialog is how Voici says a theme failed)
  noDialog: async (page) => {
    const shown = await page.$$eval("dialog[open], [role=dialog], .jp-Dialog", (found) => found.length);
    if (shown) throw new Error(`${shown} dialog(s) on the page`);
  },
};

async function said(page) {
  // what the page's status lines say, to make a failure's message clear
  try {
    return await page.$$eval("[role=status], [role=alert]", (found) => found.map(
      (element) => element.textContent.replace(/\s+/g, " ").trim()).filter(Boolean));
  } catch {
    return [];
  }
}

async function runOnce(browser, plan) {
  const started = Date.now();
  const page = await browser.newPage();
  page.setDefaultTimeout(TIMEOUT);
  const errors = [];
  page.on("console", (message) => message.type() === "error" && errors.push(`console: ${message.text()}`));
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  // Firefox asks for /favicon.ico of its own accord (the page names none), and gives up on it as a page closes
  const own = (url) => new URL(url).pathname === "/favicon.ico";
  page.on("requestfailed", (request) => !own(request.url()) && errors.push(`request failed: ${request.url()}`));
  page.on("response", (response) => response.status() >= 400 && !own(response.url())
    && errors.push(`HTTP ${response.status()}: ${response.url()}`));
  if (plan.origin) { // the static site asks no other origin for anything
    page.on("request", (request) => !request.url().startsWith(plan.origin + "/")
      && !/^(data|blob):/.test(request.url()) && errors.push(`asked another origin: ${request.url()}`));
  }
  try {
    await page.goto(plan.url, {timeout: 2 * TIMEOUT});
    for (const [number, [kind, ...args]] of plan.steps.entries()) {
      try {
        await STEPS[kind](page, ...args);
      } catch (error) {
        if (plan.screenshot) await page.screenshot({path: plan.screenshot, fullPage: true}).catch(() => {});
        return {ok: false, errors, error: `step ${number + 1} ${JSON.stringify([kind, ...args])} failed: ${error.message}`
          + `; the page says ${JSON.stringify(await said(page))}; errors: ${JSON.stringify(errors)}`};
      }
    }
    if (plan.screenshot) await page.screenshot({path: plan.screenshot, fullPage: true});
    if (errors.length) return {ok: false, errors, error: `the browser reported errors: ${JSON.stringify(errors)}`};
    return {ok: true, ms: Date.now() - started};
  } finally {
    await page.close();
  }
}

// anywidget 0.11 gives a widget's model two seconds of wall time to load its module, then fails it for good
// ("[anywidget] Failed to initialize model", packages/anywidget/src/runtime.ts: AbortSignal.timeout(2e3)). On two
// cores shared with the other test worker, Firefox missed it in two of the last dozen full runs. A plan that failed
// with that error alone is run once more in a fresh page, and the answer says so; any other failure stands.
const ANYWIDGET_TIMEOUT = /\[anywidget\] Failed to initialize model/;

async function run(browser, plan) {
  const first = await runOnce(browser, plan);
  if (first.ok || !first.errors.length || !first.errors.every((error) => ANYWIDGET_TIMEOUT.test(error))) return first;
  const second = await runOnce(browser, plan);
  return {...second, retried: first.error};
}

const browser = await puppeteer.launch({
  browser: "firefox",
  executablePath: process.env.FIREFOX || "/usr/bin/firefox-esr",
  headless: true,
  // no updates, telemetry or remote settings: every request stays on 127.0.0.1; and a name for 127.0.0.1 that
  // is not loopback's, SCHOOL_HOST, which the browser treats as a school's server on plain HTTP (no secure
  // context: no service worker, no Cache API)
  extraPrefsFirefox: {"app.update.enabled": false, "datareporting.policy.dataSubmissionEnabled": false,
    "network.captive-portal-service.enabled": false, "services.settings.server": "http://127.0.0.1:9/",
    "network.dns.localDomains": process.env.SCHOOL_HOST},
});
console.log(JSON.stringify({ready: await browser.version()}));
for await (const line of readline.createInterface({input: process.stdin})) {
  let answer;
  try {
    answer = await run(browser, JSON.parse(line));
  } catch (error) {
    answer = {ok: false, error: error.message};
  }
  console.log(JSON.stringify(answer));
}
await browser.close();
