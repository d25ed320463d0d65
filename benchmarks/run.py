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
import re
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from collections.abc import Sequence
from typing import Any

from cardlaw import Card, rule_battle
from cardlaw.grid import Game, board_for, deal, start
from cardlaw.grid._random import Portable
from cardlaw.grid.pool import land_for, open_packs
from cardlaw.typeline import _parser as typeline_parser

ROOT = Path(__file__).resolve().parents[1]

GOAL_PLIES_PER_S = 100_000
GOAL_CLI_BATTLE_S = 0.25
CLI_RUNS = 5
CLI_ARGS = ["battle", "--game", "hornburg", "--attacker", "Creature — Orc", "--attacker-toughness", "2",
            "--defender", "Instant", "--json"]  # fmt: skip
GOAL_CARDTEXT_TEXTS_PER_S = 4_000
GOAL_CARDTEXT_GRAMMAR_LOAD_MS = 10
GOAL_CLI_PARSE_S = 0.25
GOAL_PROTOCOL_CASES_PER_S = 1_000
PROTOCOL_CASES = 1_000
PROTOCOL_RUNS = 5
CLI_PARSE_ARGS = ["parse", "Draw 2 cards.", "--json"]
CARDTEXT_GENERATED = 200
CARDTEXT_GENERATED_MAX_CHARS = 160
ABILITY_WEIGHTS = {"sentence": 4, "triggered": 4, "activated": 3, "stack_requirement": 1, "summon_requirement": 1}
GRAMMAR_LOADS = 15
DEAL_BATCH = 300
BATTLE_BATCH = 2_000
GOAL_LANDFIGHT_ACTIONS_PER_S = 20_000
LANDFIGHT_SEEDS = 100  # every timed batch plays the games of seeds 0..99 again, so each batch is the same work
LANDFIGHT_TURN_CAP = 150


_last_cpu_s = 0.0  # the CPU time of the last `_timed_batches`' timed work


def _timed_batches(budget: float, prepare: Callable[[], Any], run: Callable[[Any], int]) -> tuple[int, float, float, int]:
    """Run ``prepare`` (untimed) then ``run`` (timed) until ``budget`` seconds of timed work.

    Returns (units done, timed seconds, seconds spent preparing, batches prepared), and
    leaves the process's CPU time of the timed work in ``_last_cpu_s`` (see `_per_cpu_s`).
    """
    global _last_cpu_s
    done, timed, prepared_s, batches, cpu = 0, 0.0, 0.0, 0, 0.0
    while timed < budget or batches == 0:
        t0 = time.perf_counter()
        batch = prepare()
        t1 = time.perf_counter()
        c1 = time.process_time()
        done += run(batch)
        cpu += time.process_time() - c1
        t2 = time.perf_counter()
        prepared_s += t1 - t0
        timed += t2 - t1
        batches += 1
    _last_cpu_s = cpu
    return done, timed, prepared_s, batches


def _per_cpu_s(units: int) -> int:
    """``units`` per second of CPU time of the last timed loop.

    On a shared virtual machine the wall clock also counts time the host gave to other
    guests; the CPU time does not, so it moves less from hour to hour. The goals are
    wall-clock rates; this figure is reported beside them, never instead.
    """
    return round(units / _last_cpu_s) if _last_cpu_s > 0 else 0


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


def landfight_build() -> str:
    """Which engine this process runs: ``compiled`` where the modules are mypyc's extension modules (a
    wheel built with CARDLAW_MYPYC=1, hatch_build.py), else ``pure`` (Python source)."""
    from cardlaw.landfight import _game

    return "pure" if (_game.__file__ or "").endswith(".py") else "compiled"


def bench_landfight_random(budget: float) -> dict[str, Any]:
    """Uniform random legal play of the Landfight starter decks, through new_game / Game.legal / Game.apply."""
    from cardlaw.landfight import new_game
    from cardlaw.landfight.cards import load_deck, starter_deck_paths

    decks = [load_deck(path) for path in starter_deck_paths()]

    def play(seed: int) -> tuple[int, int]:
        """One game, every choice (the decks, the seed's game, each action) drawn from ``seed``: (actions, events)."""
        rng = random.Random(seed)
        game = new_game([rng.choice(decks), rng.choice(decks)], seed, turn_cap=LANDFIGHT_TURN_CAP)
        actions, events = 0, len(game.out)
        while game.result is None:
            events += len(game.apply(rng.choice(game.legal())))
            actions += 1
        return actions, events

    games_played = events_seen = 0

    def run(_: None) -> int:
        nonlocal games_played, events_seen
        actions = 0
        for seed in range(LANDFIGHT_SEEDS):
            done, events = play(seed)
            actions += done
            events_seen += events
        games_played += LANDFIGHT_SEEDS
        return actions

    play(0)  # warm the caches (rules, grammar, the decks' cards) outside every timer
    actions, timed, _, _ = _timed_batches(budget, lambda: None, run)
    return {
        "landfight_build": landfight_build(),
        "landfight_random_actions_per_s": round(actions / timed),
        "landfight_random_actions_per_cpu_s": _per_cpu_s(actions),
        "landfight_random_games_per_s": round(games_played / timed, 1),
        "landfight_random_mean_actions_per_game": round(actions / games_played, 2),
        "landfight_random_events_per_action": round(events_seen / actions, 3),
        "landfight_goal_actions_per_s": GOAL_LANDFIGHT_ACTIONS_PER_S,
        "landfight_actions_ratio_to_goal": round(actions / timed / GOAL_LANDFIGHT_ACTIONS_PER_S, 3),
    }


GOAL_OPEN_PACKS_MS = 1.0


def bench_open_packs(budget: float) -> dict[str, Any]:
    """Opening three LTR packs (`open_packs`), as every Hornburg deal does: milliseconds each."""
    rng = Portable(9)
    opened, timed = 0, 0.0
    while timed < budget or opened == 0:
        t0 = time.perf_counter()
        for _ in range(50):
            open_packs("LTR", 3, rng)
        timed += time.perf_counter() - t0
        opened += 50
    ms = 1000 * timed / opened
    return {"pool_open_three_packs_ms": round(ms, 4), "pool_open_three_packs_goal_ms": GOAL_OPEN_PACKS_MS,
            "pool_open_three_packs_ratio_to_goal": round(ms / GOAL_OPEN_PACKS_MS, 3)}


def _card_mix(rng: Portable) -> list[Card]:
    """Cards as the Hornburg deals them, lands included, so battles cover every outcome."""
    cards = list(open_packs("LTR", 12, rng).usable)
    cards += [land_for("LTR", rng) for _ in range(len(cards) // 12)]
    return cards


def bench_battles(budget: float) -> dict[str, Any]:
    """Battles through Game.apply on prepared positions (attacker b3, defender b4), and `rule_battle`."""
    rng = Portable(7)  # the deal's own generator (G-SET-8): open_packs draws with it
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
    rng = Portable(3)
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


# -- Landfight card text ------------------------------------------------------------------------

CARDTEXT_TEXTS = [
    "Draw 2 cards.",
    "All Light creatures gain +1 Strength.",
    "(OPT) Pay 2 Land Life: Search your deck for one Light creature, put it in your hand, then shuffle.",
    "When this card is played, gain 2 Land Life.",
    "This card gains +2 Strength while you control 1 or more other Light creatures.",
    "When this card is attacked, this card gains +2 Strength until end of turn.",
    "Destroy all Medium creatures on your side of the field.",
    "Send up to 2 Large creatures on your opponent's side of the field to the Ruins.",
    "Gain 3 Land Life, then your opponent loses 2 Land Life, then each player pays 1 Land Life.",
    "Return one Mutated creature you control to its owner's hand.",
    "This card loses 1 Strength while you control 2 or more other Land cards.",
    "This card gains +1 Strength while your opponent's Land Life is 5 or less.",
    "If your opponent controls no Water Dragon creatures, this card can attack an additional time this turn.",
    "One creature can attack your opponent's Land Life directly.",
    "Negate the activation of one Attachment card.",
    "Attach this card to one Water creature you control.",
    "Remove 1 Attachment card from one Earth Golem creature.",
    "Roll a six-sided die: 1-3, draw 1 card and gain 1 Land Life; 4-5, destroy this card; 6, destroy all creatures.",
    "Your opponent cannot play Boost cards.",
    "Discard 2 cards and sacrifice this card: Destroy one Large Dark Warrior creature.",
    "When one Light Serpent creature is destroyed, gain 2 Land Life.",
    "At the start of each End Phase, if you control no Phoenix creatures, sacrifice this card.",
    "Stack 2 from your hand.",
    "Summon this card on top of one Earth Elemental creature you control.",
    "Draw 2 cards.\nWhen this card is destroyed, draw 1 card.\n(OPT) Pay 1 Land Life: Gain 2 Land Life.",
]

_DIE_PART = re.compile(r"six-sided|(?<=[:;])(\s*)(\d+)(?:(\s*-\s*)(\d+))?(?=\s*,)")


def _fit_die_faces(text: str) -> str:
    """Number each die roll's outcomes 1, 2-3, 4, ... (only a die face follows ':' or ';' and precedes ',')."""
    face = 1

    def rewrite(match: re.Match[str]) -> str:
        nonlocal face
        if match.group(2) is None:
            face = 1
            return match.group()
        low = face
        if match.group(4) is None:
            face += 1
            return f"{match.group(1)}{low}"
        face = low + 2
        return f"{match.group(1)}{low}{match.group(3)}{low + 1}"

    return _DIE_PART.sub(rewrite, text)


def generated_card_texts(count: int, seed: int = 11) -> list[str]:
    """``count`` distinct texts the card-text grammar derives, drawn with a seeded random walk.

    A text is one to three abilities, each drawn from one of the grammar's ability rules
    (weighted as in `ABILITY_WEIGHTS`) by a walk that picks expansions uniformly until depth
    10, then only the shallowest ones so that it ends. Numbers are 1-9 and die faces are
    renumbered so that each text also means something. Abilities over 80 characters and
    texts over 160 (the longest LF1 text has about 150) are drawn again, so that the rate
    is one of card-sized texts; texts the reader refuses are skipped.
    """
    from lark.grammar import NonTerminal
    from lark.load_grammar import load_grammar

    from cardlaw._grammars import grammar_text
    from cardlaw.cardtext import default_types, parse_card_text
    from cardlaw.errors import SourceError

    # The rules alone: building the parser's tables would cost seconds and is not needed for a walk.
    grammar, _ = load_grammar(grammar_text("cardtext.lark"), "cardtext.lark", [], False)
    terminals, rules, _ = grammar.compile(["card_text"], ())
    patterns = {t.name: t.pattern for t in terminals}
    expansions: dict[str, list[list[Any]]] = {}
    for rule in rules:
        expansions.setdefault(rule.origin.name, []).append(list(rule.expansion))
    height: dict[str, float] = {name: float("inf") for name in expansions}

    def symbol_height(symbol: Any) -> float:
        return height[symbol.name] if isinstance(symbol, NonTerminal) else 0

    changed = True
    while changed:  # the least depth at which each rule can finish
        changed = False
        for name, options in expansions.items():
            best = min(1 + max((symbol_height(s) for s in option), default=0) for option in options)
            if best < height[name]:
                height[name], changed = best, True
    # Past depth 10 a walk takes only the expansions that finish soonest; worked out once per rule,
    # in the grammar's order, so the seeded choices below draw the same texts as ever.
    shortest: dict[str, list[list[Any]]] = {}
    for name, options in expansions.items():
        reach = [1 + max((symbol_height(s) for s in option), default=0) for option in options]
        shortest[name] = [option for option, r in zip(options, reach) if r == min(reach)]
    rng = random.Random(seed)

    types = default_types()
    # The set's words a type word may be, by the rule that reads it (the grammar reads all as TYPE_WORD).
    type_words = {"main_type": types.main_types, "subtype": types.subtypes, "type_word": types.main_types + types.subtypes}

    def terminal(name: str, rule: str) -> str:
        if name == "INT":
            return str(rng.randint(1, 9))
        if name == "SIGNED_INT":
            return rng.choice("+-") + str(rng.randint(0, 9))
        if name == "TYPE_WORD":
            return rng.choice(type_words[rule])
        if name == "QUOTED_NAME":  # L-TXT-289: a card's own name in quotes
            return '"Probe"'
        pattern = patterns[name]
        if pattern.type == "str":
            return str(pattern.value)
        return rng.choice(re.findall(r"[a-z]+", pattern.value))

    def walk(name: str, depth: int, out: list[str]) -> None:
        options = shortest[name] if depth > 10 else expansions[name]
        for symbol in rng.choice(options):
            if isinstance(symbol, NonTerminal):
                walk(symbol.name, depth + 1, out)
            else:
                out.append(terminal(symbol.name, name))

    def ability() -> str:
        # Kinds of ability in about the mix of a card set, each no longer than a card line.
        kind = rng.choices(list(ABILITY_WEIGHTS), weights=list(ABILITY_WEIGHTS.values()))[0]
        while True:
            words: list[str] = []
            walk(kind, 1, words)
            line = re.sub(r" ([.,:;])", r"\1", " ".join(words))
            if len(line) <= CARDTEXT_GENERATED_MAX_CHARS // 2:
                return line

    texts: dict[str, None] = {}
    attempts = 0
    while len(texts) < count and attempts < count * 50:
        attempts += 1
        text = _fit_die_faces("\n".join(ability() for _ in range(rng.choice((1, 1, 1, 2, 2, 3)))))
        if len(text) > CARDTEXT_GENERATED_MAX_CHARS:
            continue
        try:
            parse_card_text(text)
        except SourceError:
            continue
        texts[text] = None
    return list(texts)


def card_file_texts() -> list[str]:
    """The ability texts of cards/LF1.json (when the file is there), those the reader accepts."""
    from cardlaw.cardtext import parse_card_text
    from cardlaw.errors import SourceError

    path = ROOT / "cards" / "LF1.json"
    if not path.exists():
        return []
    data = json.loads(path.read_text(encoding="utf-8"))
    texts = []
    for card in data.get("cards", []) if isinstance(data, dict) else data:
        text = card.get("text") if isinstance(card, dict) else None
        if not isinstance(text, str) or not text.strip():
            continue
        try:
            parse_card_text(text)
        except SourceError:
            continue
        texts.append(text)
    return texts


def bench_cardtext(budget: float) -> dict[str, Any]:
    """Uncached card-text parsing (text to typed tree), on hand-written, generated and LF1 texts."""
    from cardlaw.cardtext import parse_card_text

    lf1 = card_file_texts()
    generated = generated_card_texts(CARDTEXT_GENERATED)
    texts = CARDTEXT_TEXTS + generated + lf1
    parse = parse_card_text.__wrapped__  # type: ignore[attr-defined]
    for text in texts:
        parse(text)  # every text parses, and the grammar is loaded, before the timer starts

    def run(_: None) -> int:
        for text in texts:
            parse(text)
        return len(texts)

    parses, timed, _, _ = _timed_batches(budget, lambda: None, run)
    rate = parses / timed
    return {
        "cardtext_texts_per_s": round(rate),
        "cardtext_texts_per_cpu_s": _per_cpu_s(parses),
        "cardtext_chars_per_s": round(parses / len(texts) * sum(map(len, texts)) / timed),
        "cardtext_corpus_size": len(texts),
        "cardtext_corpus_generated": len(generated),
        "cardtext_corpus_lf1": len(lf1),
        "cardtext_goal_texts_per_s": GOAL_CARDTEXT_TEXTS_PER_S,
        "cardtext_texts_ratio_to_goal": round(rate / GOAL_CARDTEXT_TEXTS_PER_S, 3),
    }


def bench_cardtext_grammar_load() -> dict[str, Any]:
    """Loading the card-text grammar as a parse uses it, in process: median of several loads.

    A text that reads is read by `cardlaw._lalr` from the shipped runner tables, so their
    load is the grammar load. Lark's parser is loaded only to explain a text that does not
    read; its load is reported beside it.
    """
    from cardlaw.cardtext._parse import build_parser, load_runner

    def median_ms(load: Callable[[], object]) -> float:
        load()  # warm-up: writes the cache if it was missing
        times = []
        for _ in range(GRAMMAR_LOADS):
            t0 = time.perf_counter()
            load()
            times.append((time.perf_counter() - t0) * 1000)
        return statistics.median(times)

    if load_runner() is None:
        raise SystemExit("the card-text grammar has no runner tables: run python -m cardlaw._grammars")
    median = median_ms(load_runner)
    return {
        "cardtext_grammar_load_ms": round(median, 2),
        "cardtext_grammar_load_goal_ms": GOAL_CARDTEXT_GRAMMAR_LOAD_MS,
        "cardtext_grammar_load_ratio_to_goal": round(median / GOAL_CARDTEXT_GRAMMAR_LOAD_MS, 3),
        "cardtext_lark_load_ms": round(median_ms(build_parser), 2),
    }


def cardlaw_executable() -> Path | None:
    here = Path(sys.executable).parent
    for name in ("cardlaw", "cardlaw.exe"):
        if (here / name).exists():
            return here / name
    return None


def _cli_wall(key: str, args: Sequence[str], goal: float) -> dict[str, Any]:
    """Median wall time of one `cardlaw` command as a fresh process; its output must be JSON."""
    exe = cardlaw_executable()
    result: dict[str, Any] = {f"{key}_wall_s": None, f"{key}_goal_s": goal}
    if exe is None:
        result[f"{key}_error"] = f"no cardlaw executable next to {sys.executable}"
        return result
    times = []
    for _ in range(CLI_RUNS):
        t0 = time.perf_counter()
        proc = subprocess.run([str(exe), *args], capture_output=True, text=True, check=False)
        times.append(time.perf_counter() - t0)
        if proc.returncode != 0:
            result[f"{key}_error"] = f"exit {proc.returncode}: {proc.stderr.strip()[-300:]}"
            return result
        try:
            json.loads(proc.stdout)
        except json.JSONDecodeError:
            result[f"{key}_error"] = f"output is not JSON: {proc.stdout[:200]!r}"
            return result
    median = statistics.median(times)
    result.update(
        {
            f"{key}_wall_s": round(median, 4),
            f"{key}_runs_s": [round(t, 4) for t in times],
            f"{key}_ratio_to_goal": round(median / goal, 3),
        }
    )
    return result


def bench_cli() -> dict[str, Any]:
    """`cardlaw battle ... --json`."""
    return _cli_wall("cli_battle", CLI_ARGS, GOAL_CLI_BATTLE_S)


def bench_cli_parse() -> dict[str, Any]:
    """`cardlaw parse "Draw 2 cards." --json` (grammar cache warm)."""
    return _cli_wall("cli_parse", CLI_PARSE_ARGS, GOAL_CLI_PARSE_S)


def _protocol_requests(count: int) -> list[bytes]:
    """``count`` scenario requests: the whole corpus in path order, cycled (so about 1/3 grid, 2/3 Landfight)."""
    from cardlaw.conformance import load_all, protocol_input

    inputs = [protocol_input(s) for s in load_all()]
    return [
        json.dumps({"type": "scenario", "id": i + 1, "scenario": inputs[i % len(inputs)]}, ensure_ascii=False).encode() + b"\n"
        for i in range(count)
    ]


def _children_cpu_s() -> float:
    times = os.times()  # the children's figures count those waited for (0 where the system keeps none)
    return times.children_user + times.children_system


def _protocol_run(exe: Path, requests: list[bytes], env: dict[str, str] | None = None) -> tuple[float, float, float]:
    """Wall time of one session from starting the process to the goodbye's reply, of its start-up alone, and
    the CPU time the process used (start-up included)."""
    cpu0 = _children_cpu_s()
    t0 = time.perf_counter()
    proc = subprocess.Popen([str(exe), "conformance", "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)
    assert proc.stdin is not None and proc.stdout is not None
    try:
        proc.stdin.write(b'{"type": "hello", "id": 0, "protocols": [2]}\n')
        proc.stdin.flush()
        if json.loads(proc.stdout.readline()).get("type") != "hello":
            raise RuntimeError("no hello")
        started = time.perf_counter() - t0
        for line in requests:
            proc.stdin.write(line)
            proc.stdin.flush()
            reply = proc.stdout.readline()
            if not reply.startswith(b'{"type": "result"'):
                raise RuntimeError(f"not a result: {reply[:200]!r}")
        proc.stdin.write(b'{"type": "goodbye", "id": -1}\n')
        proc.stdin.flush()
        proc.stdout.readline()
        elapsed = time.perf_counter() - t0
    finally:
        proc.stdin.close()
        proc.wait(timeout=30)
    return elapsed, started, _children_cpu_s() - cpu0


def bench_conformance_protocol() -> dict[str, Any]:
    """The reference through the session protocol: `cardlaw conformance serve` as a subprocess, start-up included."""
    exe = cardlaw_executable()
    result: dict[str, Any] = {
        "conformance_protocol_cases_per_s": None,
        "conformance_protocol_goal_cases_per_s": GOAL_PROTOCOL_CASES_PER_S,
        "conformance_protocol_cases": PROTOCOL_CASES,
    }
    if exe is None:
        result["conformance_protocol_error"] = f"no cardlaw executable next to {sys.executable}"
        return result
    requests = _protocol_requests(PROTOCOL_CASES)
    try:
        # Untimed: writes the parser and rule caches, as any first run does, and the modules'
        # bytecode, which an installed package has (even where PYTHONDONTWRITEBYTECODE is set).
        _protocol_run(exe, requests, {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"})
        runs = [_protocol_run(exe, requests) for _ in range(PROTOCOL_RUNS)]
    except (RuntimeError, OSError, ValueError, subprocess.TimeoutExpired) as exc:
        result["conformance_protocol_error"] = str(exc)
        return result
    walls = [wall for wall, _, _ in runs]
    median = statistics.median(walls)
    cpu = statistics.median(used for _, _, used in runs)
    result.update({
        "conformance_protocol_cases_per_s": round(PROTOCOL_CASES / median, 1),
        "conformance_protocol_cases_per_cpu_s": round(PROTOCOL_CASES / cpu, 1) if cpu > 0 else None,
        "conformance_protocol_best_cases_per_s": round(PROTOCOL_CASES / min(walls), 1),
        "conformance_protocol_wall_s": round(median, 4),
        "conformance_protocol_runs_s": [round(w, 4) for w in walls],
        "conformance_protocol_startup_s": round(statistics.median(start for _, start, _ in runs), 4),
        "conformance_protocol_ratio_to_goal": round(PROTOCOL_CASES / median / GOAL_PROTOCOL_CASES_PER_S, 3),
    })
    return result


def bench_machine() -> dict[str, Any]:
    """How fast this machine runs plain Python now, to read the other figures against.

    A shared virtual machine's speed changes from hour to hour; the same code measured
    2-3 times apart on this project's reference machine. The loop is fixed: ten million
    additions in a `for` loop, the median of five runs, before and after the benchmarks.
    """
    def one() -> float:
        t0 = time.perf_counter()
        total = 0
        for i in range(10_000_000):
            total += i
        return time.perf_counter() - t0

    return {"machine_python_loop_s": round(statistics.median(one() for _ in range(5)), 3)}


def run_all(seconds: float) -> dict[str, Any]:
    results: dict[str, Any] = {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "cpus": os.cpu_count(),
        "seconds_per_loop": seconds,
    }
    results.update(bench_machine())
    results.update(bench_random_plies(seconds))
    results.update(bench_battles(seconds))
    results.update(bench_open_packs(seconds))
    results.update(bench_landfight_random(seconds))
    results.update(bench_typeline(seconds))
    results.update(bench_cli())
    results.update(bench_cardtext(seconds))
    results.update(bench_cardtext_grammar_load())
    results.update(bench_cli_parse())
    results.update(bench_conformance_protocol())
    results.update(bench_cold_start())
    results["machine_python_loop_after_s"] = bench_machine()["machine_python_loop_s"]
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
    actions = results.get("landfight_random_actions_per_s")
    if actions is not None:
        build = results["landfight_build"]
        rows.append(
            f"landfight actions goal (>= {GOAL_LANDFIGHT_ACTIONS_PER_S:,}/s), {build} build: "
            + ("met" if actions >= GOAL_LANDFIGHT_ACTIONS_PER_S else "NOT met")
            + ("" if build == "compiled" else " (the mypyc-compiled build: python benchmarks/compiled.py)")
        )
    texts = results.get("cardtext_texts_per_s")
    if texts is not None:
        rows.append(f"card-text goal (>= {GOAL_CARDTEXT_TEXTS_PER_S:,} texts/s): {'met' if texts >= GOAL_CARDTEXT_TEXTS_PER_S else 'NOT met'}")
    load = results.get("cardtext_grammar_load_ms")
    if load is not None:
        rows.append(f"card-text grammar load goal (< {GOAL_CARDTEXT_GRAMMAR_LOAD_MS} ms): {'met' if load < GOAL_CARDTEXT_GRAMMAR_LOAD_MS else 'NOT met'}")
    parse_s = results.get("cli_parse_wall_s")
    rows.append(
        f"cli parse goal (< {GOAL_CLI_PARSE_S} s): "
        + ("not measured" if parse_s is None else "met" if parse_s < GOAL_CLI_PARSE_S else "NOT met")
    )
    proto = results.get("conformance_protocol_cases_per_s")
    rows.append(
        f"conformance protocol goal (>= {GOAL_PROTOCOL_CASES_PER_S:,} cases/s, start-up included): "
        + ("not measured" if proto is None else "met" if proto >= GOAL_PROTOCOL_CASES_PER_S else "NOT met")
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


GOAL_COLD_START_S = 0.25
COLD_START_COMMANDS = {
    "battle": ["battle", "--game", "hornburg", "--attacker", "Creature — Orc", "--attacker-toughness", "2",
               "--defender", "Instant", "--json"],
    "parse": ["parse", "Draw 2 cards.", "--json"],
}  # fmt: skip


def bench_cold_start(runs: int = CLI_RUNS) -> dict[str, Any]:
    """A newcomer's first `cardlaw battle` and `cardlaw parse`: median wall time of fresh processes.

    Each run starts from nothing a previous run left: an empty parser cache
    (``CARDLAW_CACHE_DIR`` pointing at a new folder) and a new copy of the package. The
    ``cold_start_*`` figures are an editable install right after ``pip install -e .``: the
    copy's modules compiled as the build hook (hatch_build.py) compiles them, and nothing
    else. The ``cold_source_*`` figures keep no bytecode at all, as a checkout whose
    modules were all edited since the install is where PYTHONDONTWRITEBYTECODE is set;
    the ``cold_cache_*`` figures reuse one compiled copy, as a wheel installed by pip has
    it, and empty only the cache. The command is started through a script like the
    console-script shim pip writes. Goal: GOAL_COLD_START_S.
    """
    import compileall
    import shutil
    import tempfile

    import cardlaw
    from cardlaw._paths import data_dir

    package = Path(cardlaw.__file__).resolve().parent
    shim = "import re\nimport sys\nfrom cardlaw.cli import run\nif __name__ == '__main__':\n    sys.exit(run())\n"
    result: dict[str, Any] = {"cold_start_goal_s": GOAL_COLD_START_S}
    with tempfile.TemporaryDirectory(prefix="cardlaw-cold-") as scratch:
        root = Path(scratch)
        compiled = root / "compiled"
        # The layout of a checkout: reference/cardlaw beside the data folders it reads.
        shutil.copytree(package, compiled / "reference" / "cardlaw", ignore=shutil.ignore_patterns("__pycache__"))
        for name in ("spec", "grammar", "cards", "conformance"):
            (compiled / name).symlink_to(data_dir(name), target_is_directory=True)
        (root / "cardlaw-shim").write_text(shim, encoding="utf-8")
        warm_up = {**os.environ, "PYTHONPATH": str(compiled / "reference"), "CARDLAW_CACHE_DIR": str(root / "warm")}
        # Bytecode for the cold_cache figures; the run itself would write none where
        # PYTHONDONTWRITEBYTECODE is set (the folder it ran in always had none before).
        compileall.compile_dir(str(compiled / "reference" / "cardlaw"), quiet=1, workers=1)
        for args in COLD_START_COMMANDS.values():  # a first run checks that each command works at all
            subprocess.run([sys.executable, str(root / "cardlaw-shim"), *args], env=warm_up, capture_output=True,
                           check=False)
        for command, args in COLD_START_COMMANDS.items():
            for kind in ("cold_start", "cold_source", "cold_cache"):
                times: list[float] = []
                for number in range(runs):
                    run_root = root / f"{kind}-{command}-{number}"
                    if kind in ("cold_start", "cold_source"):
                        fresh = run_root / "tree"
                        shutil.copytree(compiled, fresh, symlinks=True, ignore=shutil.ignore_patterns("__pycache__"))
                        source = fresh / "reference"
                        if kind == "cold_start":  # what hatch_build.py does at `pip install -e .`
                            compileall.compile_dir(str(source / "cardlaw"), quiet=1, workers=1)
                    else:
                        source = compiled / "reference"
                    env = {**os.environ, "PYTHONPATH": str(source), "CARDLAW_CACHE_DIR": str(run_root / "cache")}
                    t0 = time.perf_counter()
                    proc = subprocess.run([sys.executable, str(root / "cardlaw-shim"), *args], env=env,
                                          capture_output=True, text=True, check=False)
                    times.append(time.perf_counter() - t0)
                    if proc.returncode != 0:
                        result[f"{kind}_{command}_error"] = f"exit {proc.returncode}: {proc.stderr.strip()[-300:]}"
                        break
                else:
                    median = statistics.median(times)
                    result[f"{kind}_{command}_s"] = round(median, 4)
                    result[f"{kind}_{command}_runs_s"] = [round(t, 4) for t in times]
                    result[f"{kind}_{command}_ratio_to_goal"] = round(median / GOAL_COLD_START_S, 3)
    return result


if __name__ == "__main__":
    sys.exit(main())
