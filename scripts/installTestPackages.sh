#!/usr/bin/env bash
# Installs the Debian packages the test suites use (Chromium for Playwright, LibreOffice for PDF,
# poppler for reading PDFs back, bubblewrap for the converter sandbox, PostgreSQL for the API
# suites on PostgreSQL, HAProxy for the cluster suite), only those missing. Runs before `npm test` and from `.ci/run`, so a
# fresh Debian machine needs nothing installed by hand. Needs root or sudo when something is missing.
set -euo pipefail

packages=(postgresql chromium fonts-liberation libreoffice-writer-nogui python3-uno
  fonts-crosextra-carlito fonts-crosextra-caladea poppler-utils bubblewrap haproxy)

command -v dpkg-query >/dev/null || { echo "Not a Debian system: install ${packages[*]} yourself." >&2; exit 0; }

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
[ "${#missing[@]}" -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ]; then
  as_root=()
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  as_root=(sudo)
else
  echo "Missing Debian packages: ${missing[*]}" >&2
  echo "Install them as root: apt-get install ${missing[*]}" >&2
  exit 1
fi

printf '\n==> apt-get install %s\n' "${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
