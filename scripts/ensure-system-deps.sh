#!/usr/bin/env bash
# Makes sure the machine has what the tests need beyond npm: Debian's Chromium, the PostgreSQL
# server binaries, redis-server (shared rate limits), ffmpeg (the video pipeline) and nginx (the
# fault suite's rolling restart behind a proxy). Installs
# them with apt-get when missing and possible; otherwise stops and says what to install.
set -euo pipefail

have_postgres() {
  command -v pg_ctl >/dev/null 2>&1 || ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1
}

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
have_postgres || missing+=(postgresql)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} with apt-get…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  echo "Installed ${missing[*]}."
else
  echo "The tests need: ${missing[*]}." >&2
  echo "Install them with: sudo apt-get install ${missing[*]}   (Chromium at /usr/bin/chromium; PostgreSQL server with initdb and pg_ctl)" >&2
  exit 1
fi
