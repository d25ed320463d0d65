"""Print a hash of seeded random Landfight games under every ruling option, to check a speed change.

    .venv/bin/python scripts/landfight_event_hashes.py [--decks DIR] [--seeds N] [--out FILE]

Plays seeds 0..N-1 (30 unless told) as the random-play benchmark does (both decks drawn by the
seed's generator, ``turn_cap`` 150), once with the default options, once with each other value
of each option alone, and once with every option at a value other than its default. Each line
names the option set and the SHA-256 of every game's events, legal lists, final state and result.
Run it on two checkouts and compare the output: an engine change that is meant to keep the
games must print the same lines. ``--decks`` plays the deck files of another folder (for
cards the starter decks lack).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
from pathlib import Path
from typing import Any

from cardlaw.landfight import new_game
from cardlaw.landfight._rules import load_rules
from cardlaw.landfight._view import dump_state, view
from cardlaw.landfight.cards import load_deck, starter_deck_paths


def _feed(hasher: Any, value: Any) -> None:
    hasher.update(json.dumps(value, sort_keys=True, default=repr).encode())


def option_sets() -> list[tuple[str, dict[str, str]]]:
    """The default options, each other value alone, and every option off its default at once."""
    options = load_rules().options
    sets: list[tuple[str, dict[str, str]]] = [("default", {})]
    for name, (decl, _) in options.items():
        sets.extend((f"{name}={value}", {name: value}) for value in decl.values if value != decl.default)
    sets.append(("all-other", {n: next(v for v in d.values if v != d.default) for n, (d, _) in options.items()}))
    return sets


def game_hash(decks: list[Any], options: dict[str, str], seeds: int) -> str:
    hasher = hashlib.sha256()
    for seed in range(seeds):
        rng = random.Random(seed)
        game = new_game([rng.choice(decks), rng.choice(decks)], seed, options, turn_cap=150)
        _feed(hasher, game.out)
        while game.result is None:
            legal = game.legal()
            _feed(hasher, legal)
            _feed(hasher, game.apply(rng.choice(legal)))
        _feed(hasher, dump_state(game))
        _feed(hasher, view(game))
        _feed(hasher, game.result)
    return hasher.hexdigest()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=Path, help="a folder of deck files (default: the starter decks)")
    parser.add_argument("--seeds", type=int, default=30)
    parser.add_argument("--out", type=Path, help="also write the hashes here, as JSON")
    args = parser.parse_args()
    paths = sorted(args.decks.glob("*.json")) if args.decks else list(starter_deck_paths())
    decks = [load_deck(path) for path in paths]
    found = {}
    for label, options in option_sets():
        found[label] = game_hash(decks, options, args.seeds)
        print(label, found[label], flush=True)
    if args.out:
        args.out.write_text(json.dumps(found, indent=1) + "\n")


if __name__ == "__main__":
    main()
