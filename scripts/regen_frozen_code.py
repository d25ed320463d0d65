"""Write reference/cardlaw/_frozen_code.py: the methods of every @frozen class, for bytecode.

    .venv/bin/python scripts/regen_frozen_code.py

Run it after adding or changing a class decorated with ``@frozen`` (tests/test_frozen.py
fails while the file is stale). Until then the class still works: its missing methods are
compiled when it is made, which is what costs a cold command time.
"""

from __future__ import annotations

from cardlaw._frozen import write_code

if __name__ == "__main__":
    write_code()
