// The service worker (build.py prepends VERSION and PRECACHE). It keeps this
// version's files in one cache and answers every request of the game from it,
// so the site works offline once visited. A new version installs beside the old
// one and waits until the page, having saved the game, asks it to take over.
const CACHE_PREFIX = "blockdominoes-site-";
const CACHE = CACHE_PREFIX + VERSION;
const scopeUrl = (path) => new URL(path, self.registration.scope).href;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // no-cache: revalidate with the server, so an old HTTP-cached copy never sneaks in
      await cache.addAll(PRECACHE.map((path) => new Request(scopeUrl(path), { cache: "no-cache" })));
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "take-over") self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
      }
      // No clients.claim(): a page loaded from the network stays so until its next
      // load; pages of the old version move over by themselves once this one is active.
    })(),
  );
});

function cacheKey(request) {
  const url = new URL(request.url);
  url.hash = "";
  url.search = "";
  // The start page is cached as index.html; the scope's root means the same page.
  if (request.mode === "navigate" && url.href === scopeUrl("./")) return scopeUrl("index.html");
  return url.href;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      return (await cache.match(cacheKey(request))) ?? fetch(request);
    })(),
  );
});
