"""What build.py adds to the site for offline play and installation:
the web app manifest, its PNG icons and the service worker with its precache list."""
