"""What build.py uses to make the site: the bundles (bundle.mjs), the engine installed
and compiled at build time (precompile.mjs, bytecode.py), and for offline play and
installation the web app manifest, its PNG icons and the service worker (offline.py)."""
