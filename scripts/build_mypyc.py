"""Compile the Landfight engine's hot modules with mypyc, in place (an experiment).

    python scripts/build_mypyc.py            # build the .so files beside the modules
    python scripts/build_mypyc.py --clean    # remove them: back to pure Python

The same as ``CARDLAW_MYPYC=1 pip install -e .`` does (hatch_build.py), without reinstalling.
The extension modules land beside their ``.py`` files under reference/cardlaw/ (and mypyc's
shared runtime in reference/), where Python imports them in preference to the source. They are
git-ignored; a module edited afterwards keeps running the old compiled code until rebuilt or
cleaned. ``CARDLAW_MYPYC_EXTRA=a.py,b.py`` (paths under reference/) compiles more modules.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hatch_build import MYPYC_MODULES, mypyc_build, mypyc_clean  # noqa: E402

if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clean", action="store_true")
    args = parser.parse_args()
    mypyc_clean(ROOT)
    if not args.clean:
        extra = [m for m in os.environ.get("CARDLAW_MYPYC_EXTRA", "").split(",") if m]
        mypyc_build(ROOT, MYPYC_MODULES + extra, inplace=True)
