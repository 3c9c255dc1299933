#!/bin/sh
# Starts Debian's Chromium with every --disable-features list it was given joined into one:
# Chromium keeps only the last such switch, so the list in chromium-path.ts, which comes after
# Playwright's own, would otherwise switch Playwright's back on.
# Which Chromium (decision 062): CHROMIUM_PATH when set; else, for Playwright's headless runs
# (`--headless`, exactly), the headless shell, as Playwright's own builds do; else (a headed run,
# Lighthouse's `--headless=new`) the full browser.
headless=''
features=''
for arg do
  shift
  case $arg in
    --disable-features=*) features="$features,${arg#--disable-features=}" ;;
    *)
      if [ "$arg" = --headless ]; then headless=yes; fi
      set -- "$@" "$arg"
      ;;
  esac
done
if [ -n "${CHROMIUM_PATH:-}" ]; then browser=$CHROMIUM_PATH
elif [ -n "$headless" ]; then browser=/usr/bin/chromium-headless-shell
else browser=/usr/bin/chromium
fi
if [ -n "$features" ]; then set -- "$@" "--disable-features=${features#,}"; fi
exec "$browser" "$@"
