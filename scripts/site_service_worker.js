// The static site's service worker (written by scripts/publish.py over JupyterLite's own, at
// service-worker.js): the apps open and run with no network once a browser has visited one.
//
// It keeps JupyterLite's duties (answering its heartbeat, and passing the kernel's file-system and
// input requests to the page over a BroadcastChannel), and adds a cache named after the build. It
// stores every file the apps load (PRECACHE, listed by the build, Pyodide's kernel snapshot among them),
// and any other file once a page has fetched it; it answers from that cache first. On a first visit it
// stores the site once the page's app has answered (the page says so: "store-the-site"), so that the
// visit downloads first only what its app needs. A new build is a new service worker with a new cache
// name: it stores the new files before it takes over, and once active deletes every older cache, so
// that no page mixes two builds' files.
const BUILD = "BUILD_VERSION";
const PRECACHE = PRECACHE_LIST;
const CACHE = `aggravation-site-${BUILD}`;
const ROOT = new URL(location.pathname.endsWith("/voici/build/service-worker.js") ? "../../" : "./", location);
const broadcast = new BroadcastChannel("/sw-api.v1");
let opened = null;
const ourCache = () => (opened ??= caches.open(CACHE));  // opened once, not for each of a visit's 120 requests

async function precache() {
  const cache = await ourCache();
  // After a first visit's app has answered, the browser's cache holds what it loaded. An update asks the
  // server again, since the browser's cache may hold the old build's files.
  const mode = (await caches.keys()).some((name) => name !== CACHE && name.startsWith("aggravation-site-"))
    ? "no-cache" : "default";
  const queue = [...PRECACHE];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const request = new Request(new URL(path, ROOT), { cache: mode });
      if (await cache.match(request.url)) {
        continue;  // the page fetched it already (answerFromCache stored it)
      }
      const response = await fetch(request);
      if (!response.ok) {
        throw new Error(`service worker: ${path} answered ${response.status}`);
      }
      await cache.put(request.url, response);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

async function forgetOldBuilds() {
  for (const name of await caches.keys()) {
    if (name !== CACHE && (name.startsWith("aggravation-site-") || name === "precache")) {
      await caches.delete(name);
    }
  }
  await self.clients.claim();
}

async function answerFromBroadcast(request, url) {
  const message = await request.json();
  const answer = new Promise((resolve) => {
    const listen = (event) => {
      if (event.data.browsingContextId === message.browsingContextId && event.data.requestId === message.requestId) {
        broadcast.removeEventListener("message", listen);
        resolve(new Response(JSON.stringify(event.data.response)));
      }
    };
    broadcast.addEventListener("message", listen);
  });
  message.pathname = url.pathname;
  broadcast.postMessage(message);
  return answer;
}

// The cache is keyed by address without its query (pages are asked for with ?lang=…, some scripts with
// ?v=…). Looked up by that exact key, not with `ignoreSearch`, which makes Chromium read every entry of
// the cache (some 400) for each request: a warm visit's 80 requests took a second that way.
async function answerFromCache(event) {
  const { request } = event;
  const key = new URL(request.url);
  key.search = "";
  const cache = await ourCache();
  const cached = await cache.match(key.href);
  if (cached) {
    return cached;
  }
  const response = await fetch(request);
  if (!response.ok || response.type !== "basic") {
    return response;
  }
  // Stored first, then answered from the cache: the browser keeps the code it compiles from a response the cache
  // answered (JavaScript, and Pyodide's WebAssembly) beside that response, so the next visit compiles none of
  // it again; a response straight from the network leaves nothing there, and the first warm visit compiled
  // everything (its Python ran about three times slower, the WebAssembly compiled lazily function by function).
  const copy = response.clone();
  try {
    await cache.put(key.href, response);
    return (await cache.match(key.href)) ?? copy;
  } catch {
    return copy;  // a full disk: answered all the same
  }
}

// A first visit's service worker takes charge of its page at once (JupyterLite pings it soon) and stores
// the site once the page asks, kept alive by the page's requests; an update stores the new build before it
// takes over, while the old one still serves. Once all is stored, an "offline-ready" entry says so (and a
// service worker started again later does not store it twice).
const READY = new URL("offline-ready", ROOT).href;
let storing = null;

function store() {
  storing ??= ourCache().then(async (cache) => {
    if (!(await cache.match(READY))) {
      await precache();
      await cache.put(READY, new Response("ok"));
    }
  });
  return storing;
}

// A first visit's service worker installs once the page has loaded its scripts. It stores those the browser's cache
// holds already (no byte more from the network) while it installs, which is when Chromium compiles a stored script
// and keeps the code beside it: the next visit's page then compiles none of them (a script first stored later
// keeps its code only from the next run on, the second visit's).
async function keepTheScriptsLoaded() {
  const cache = await ourCache();
  await Promise.all(PRECACHE.filter((path) => path.endsWith(".js")).map(async (path) => {
    const url = new URL(path, ROOT).href;
    try {
      const response = await fetch(new Request(url, { cache: "only-if-cached", mode: "same-origin" }));
      if (response.ok && !(await cache.match(url))) {
        await cache.put(url, response);
      }
    } catch {
      // not in the browser's cache: stored with the rest of the site
    }
  }));
}

self.addEventListener("install", (event) => {
  self.skipWaiting();
  event.waitUntil(caches.keys().then((names) => names.some((name) => name.startsWith("aggravation-site-"))
    ? store() : keepTheScriptsLoaded()));
});
self.addEventListener("activate", (event) => {
  event.waitUntil(forgetOldBuilds());
});
self.addEventListener("message", (event) => {
  if (event.data === "store-the-site") {
    event.waitUntil(store().catch(() => { storing = null; }));  // a failed store is tried again when asked
  }
});
self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (storing) {
    event.waitUntil(storing.catch(() => {}));
  }
  if (url.origin !== location.origin) {
    return;
  }
  if (url.pathname.endsWith("/api/service-worker-heartbeat")) {
    event.respondWith(new Response("ok"));
  } else if (url.pathname.includes("/api/drive") || url.pathname.includes("/api/stdin/")) {
    event.respondWith(answerFromBroadcast(request, url));
  } else if (request.method === "GET") {
    event.respondWith(answerFromCache(event));
  }
});
