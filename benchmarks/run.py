"""Benchmarks of the cardlaw reference engine.

    python benchmarks/run.py [--json] [--seconds S]

Prints a table, or with ``--json`` exactly one JSON object. ``--seconds`` is the
time budget of each timed loop (setup such as dealing happens outside it, so the
whole run takes longer). Goals are in benchmarks/README.md; nothing here asserts
them, it only reports.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cardlaw import Card, rule_battle
from cardlaw.grid import Game, board_for, deal, start
from cardlaw.grid.pool import land_for, open_packs
from cardlaw.typeline import _parser as typeline_parser

GOAL_PLIES_PER_S = 100_000
GOAL_CLI_BATTLE_S = 0.25
CLI_RUNS = 5
CLI_ARGS = ["battle", "--game", "hornburg", "--attacker", "Creature — Orc", "--attacker-toughness", "2",
            "--defender", "Instant", "--json"]  # fmt: skip
DEAL_BATCH = 300
BATTLE_BATCH = 2_000


def _timed_batches(budget: float, prepare: Callable[[], Any], run: Callable[[Any], int]) -> tuple[int, float, float, int]:
    """Run ``prepare`` (untimed) then ``run`` (timed) until ``budget`` seconds of timed work.

    Returns (units done, timed seconds, seconds spent preparing, batches prepared).
    """
    done, timed, prepared_s, batches = 0, 0.0, 0.0, 0
    while timed < budget or batches == 0:
        t0 = time.perf_counter()
        batch = prepare()
        t1 = time.perf_counter()
        done += run(batch)
        t2 = time.perf_counter()
        prepared_s += t1 - t0
        timed += t2 - t1
        batches += 1
    return done, timed, prepared_s, batches


def bench_random_plies(budget: float) -> dict[str, Any]:
    """Uniform random legal self-play on Hornburg deals, through deal / legal_moves / apply."""
    seeds = iter(range(10**9))

    def prepare() -> list[Game]:
        return [deal("hornburg", next(seeds))[0] for _ in range(DEAL_BATCH)]

    games_played = events_seen = 0

    def run(games: list[Game]) -> int:
        nonlocal games_played, events_seen
        rng = random.Random(games_played)
        plies = events = 0
        for game in games:
            while game.result is None:
                events += len(game.apply(rng.choice(game.legal_moves())))
                plies += 1
        games_played += len(games)
        events_seen += events
        return plies

    deal("hornburg", 0)  # warm the caches (rules, grammar) outside every timer
    plies, timed, dealing, batches = _timed_batches(budget, prepare, run)
    return {
        "grid_random_plies_per_s": round(plies / timed),
        "grid_random_games_per_s": round(games_played / timed, 1),
        "grid_random_mean_plies_per_game": round(plies / games_played, 2),
        "grid_random_events_per_ply": round(events_seen / plies, 3),
        "grid_deals_per_s": round(batches * DEAL_BATCH / dealing, 1),
        "grid_goal_plies_per_s": GOAL_PLIES_PER_S,
        "grid_plies_ratio_to_goal": round(plies / timed / GOAL_PLIES_PER_S, 3),
    }


def _card_mix(rng: random.Random) -> list[Card]:
    """Cards as the Hornburg deals them, lands included, so battles cover every outcome."""
    cards = list(open_packs("LTR", 12, rng).usable)
    cards += [land_for("LTR", rng) for _ in range(len(cards) // 12)]
    return cards


def bench_battles(budget: float) -> dict[str, Any]:
    """Battles through Game.apply on prepared positions (attacker b3, defender b4), and `rule_battle`."""
    rng = random.Random(7)
    cards = _card_mix(rng)
    pairs = [(rng.choice(cards), rng.choice(cards)) for _ in range(BATTLE_BATCH)]
    board = board_for(4, 6)
    attack = (board.square("b3"), board.square("b4"))

    def prepare() -> list[Game]:
        return [start("hornburg", {"b3": (0, a, False), "b4": (1, d, False)}) for a, d in pairs]

    def run(games: list[Game]) -> int:
        for game in games:
            game.apply(attack)
        return len(games)

    battles, timed, _, _ = _timed_batches(budget, prepare, run)

    def rulings(_: None) -> int:
        for a, d in pairs:
            rule_battle("hornburg", a, d)
        return len(pairs)

    ruled, ruled_s, _, _ = _timed_batches(budget, lambda: None, rulings)
    return {
        "grid_battles_per_s": round(battles / timed),
        "grid_rule_battle_per_s": round(ruled / ruled_s),
    }


def bench_typeline(budget: float) -> dict[str, Any]:
    """Uncached type-line parsing: the function under the lru_cache, on a varied corpus."""
    rng = random.Random(3)
    lines = sorted({c.type_line for c in _card_mix(rng)} | {c.type_line for c in open_packs("ZNR", 12, rng).removed})
    lines += [
        "Legendary Creature — Elf Warrior", "Créature légendaire : Humain et noble", "Artefact : véhicule",
        "Terrain de base : Forêt", "Kindred Instant — Elf", "Legendary Planeswalker — Nissa",
        "Enchantment Creature — Spirit", "Legendary Artifact — Vehicle",
    ]  # fmt: skip
    parse = typeline_parser._parse.__wrapped__

    def run(_: None) -> int:
        for text in lines:
            parse(text, "<bench>")
        return len(lines)

    parses, timed, _, _ = _timed_batches(budget, lambda: None, run)
    return {"typeline_parses_per_s": round(parses / timed), "typeline_corpus_size": len(lines)}


def cardlaw_executable() -> Path | None:
    here = Path(sys.executable).parent
    for name in ("cardlaw", "cardlaw.exe"):
        if (here / name).exists():
            return here / name
    return None


def bench_cli() -> dict[str, Any]:
    """Median wall time of `cardlaw battle ... --json` as a fresh process."""
    exe = cardlaw_executable()
    result: dict[str, Any] = {"cli_battle_wall_s": None, "cli_battle_goal_s": GOAL_CLI_BATTLE_S}
    if exe is None:
        result["cli_battle_error"] = f"no cardlaw executable next to {sys.executable}"
        return result
    times = []
    for _ in range(CLI_RUNS):
        t0 = time.perf_counter()
        proc = subprocess.run([str(exe), *CLI_ARGS], capture_output=True, text=True, check=False)
        times.append(time.perf_counter() - t0)
        if proc.returncode != 0:
            result["cli_battle_error"] = f"exit {proc.returncode}: {proc.stderr.strip()[-300:]}"
            return result
        try:
            json.loads(proc.stdout)
        except json.JSONDecodeError:
            result["cli_battle_error"] = f"output is not JSON: {proc.stdout[:200]!r}"
            return result
    median = statistics.median(times)
    result.update(
        cli_battle_wall_s=round(median, 4),
        cli_battle_runs_s=[round(t, 4) for t in times],
        cli_battle_ratio_to_goal=round(median / GOAL_CLI_BATTLE_S, 3),
    )
    return result


def run_all(seconds: float) -> dict[str, Any]:
    results: dict[str, Any] = {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "cpus": os.cpu_count(),
        "seconds_per_loop": seconds,
    }
    results.update(bench_random_plies(seconds))
    results.update(bench_battles(seconds))
    results.update(bench_typeline(seconds))
    results.update(bench_cli())
    return results


def table(results: dict[str, Any]) -> str:
    width = max(len(k) for k in results)
    rows = []
    for key, value in results.items():
        if isinstance(value, float) and value >= 1000:
            shown = f"{value:,.0f}"
        elif isinstance(value, int) and not isinstance(value, bool) and value >= 1000:
            shown = f"{value:,}"
        else:
            shown = str(value)
        rows.append(f"{key:<{width}}  {shown}")
    goal_plies = results["grid_random_plies_per_s"] >= GOAL_PLIES_PER_S
    cli = results.get("cli_battle_wall_s")
    rows.append("")
    rows.append(f"plies goal (>= {GOAL_PLIES_PER_S:,}/s): {'met' if goal_plies else 'NOT met'}")
    rows.append(
        f"cli goal (< {GOAL_CLI_BATTLE_S} s): " + ("not measured" if cli is None else "met" if cli < GOAL_CLI_BATTLE_S else "NOT met")
    )
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    parser.add_argument("--seconds", type=float, default=1.0, help="time budget of each timed loop (default 1)")
    args = parser.parse_args(argv)
    if args.seconds <= 0:
        parser.error("--seconds must be positive")
    results = run_all(args.seconds)
    print(json.dumps(results) if args.json else table(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
