"""Install Debian's Chromium for the site's browser test (tests/test_site.py).

    python scripts/install_chromium.py

Playwright drives /usr/bin/chromium; its own browser download is not used. Prints what
it did and exits 0 when Chromium is there; when it cannot be installed (not Debian, not
root, no network) it says why and exits 0 too, so that the rest of the test suite still
runs (the browser test then skips, naming the reason).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

CHROMIUM = "/usr/bin/chromium"


def main() -> int:
    if os.path.exists(CHROMIUM):
        print(f"chromium: already installed at {CHROMIUM}")
        return 0
    apt = shutil.which("apt-get")
    if apt is None:
        print("chromium: not installed, and this is not a Debian-like system (no apt-get); "
              "the browser test will be skipped", file=sys.stderr)
        return 0
    command = [apt, "install", "-y", "chromium"]
    if os.geteuid() != 0:
        sudo = shutil.which("sudo")
        if sudo is None:
            print("chromium: not installed, and apt-get needs root (no sudo here); "
                  "the browser test will be skipped", file=sys.stderr)
            return 0
        command = [sudo, "-n", *command]
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    done = subprocess.run(command, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        subprocess.run([*command[:-3], "update"], env=env, capture_output=True)  # a stale package list
        done = subprocess.run(command, env=env, capture_output=True, text=True)
    if done.returncode != 0 or not os.path.exists(CHROMIUM):
        tail = (done.stderr or done.stdout).strip().splitlines()[-3:]
        print("chromium: apt-get install -y chromium failed; the browser test will be skipped: "
              + " / ".join(tail), file=sys.stderr)
        return 0
    print(f"chromium: installed at {CHROMIUM}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
