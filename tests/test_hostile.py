"""Hostile inputs at every entry point, through the real `cardlaw` command.

Each case runs `cardlaw.cli:run` — where the console command sends every command line but
`conformance serve` — in a forked process with real file descriptors, its own folder and a
time limit, and fails on:
a traceback, a run past the limit, a process left running, a file written outside the
intended one, or an exit status other than the documented 0, 1 and 2. Forking from a
warm interpreter keeps the hundreds of cases within seconds; a sample also runs through
the installed console script in a fresh interpreter.

The inputs are generated from fixed seeds (and by hypothesis, derandomized), so a
failure names a case that replays.
"""

from __future__ import annotations

import io
import json
import os
import random
import signal
import subprocess
import sys
import time
import traceback
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTED = {0, 1, 2}
CALLS: list[int] = []  # one entry a case run, for the count the last test checks
LIMIT = 20.0  # seconds for one case; the slowest (a bot game) takes well under one
MARK = "cardlaw-hostile-7f3a"  # in every program the runner is told to start, to find any left running


@dataclass
class Outcome:
    code: int
    out: str
    err: str
    seconds: float


def _child(args: list[str], cwd: Path, fin: int, fout: int, ferr: int) -> None:
    code = 70
    try:
        os.setsid()
        os.chdir(cwd)
        os.dup2(fin, 0)
        os.dup2(fout, 1)
        os.dup2(ferr, 2)
        sys.stdin = io.TextIOWrapper(io.BufferedReader(io.FileIO(0, "r", closefd=False)), encoding="utf-8")
        sys.stdout = io.TextIOWrapper(io.BufferedWriter(io.FileIO(1, "w", closefd=False)), encoding="utf-8")
        sys.stderr = io.TextIOWrapper(io.BufferedWriter(io.FileIO(2, "w", closefd=False)), encoding="utf-8",
                                      errors="backslashreplace")
        sys.argv = ["cardlaw", *args]
        from cardlaw.cli import run

        try:
            run()
            code = 0
        except SystemExit as done:
            code = done.code if isinstance(done.code, int) else (0 if done.code is None else 1)
    except BaseException:
        traceback.print_exc()
        code = 70
    finally:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        finally:
            os._exit(code)


def cardlaw(args: list[str], cwd: Path, stdin: bytes = b"", limit: float = LIMIT) -> Outcome:
    """Run the command in a forked process; a run past ``limit`` is killed with its process group and fails."""
    import tempfile

    with tempfile.TemporaryFile() as fin, tempfile.TemporaryFile() as fout, tempfile.TemporaryFile() as ferr:
        fin.write(stdin)
        fin.flush()
        fin.seek(0)
        started = time.perf_counter()
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the child never returns
            _child(args, cwd, fin.fileno(), fout.fileno(), ferr.fileno())
        status = None
        while status is None:
            done, raw = os.waitpid(pid, os.WNOHANG)
            if done:
                status = raw
                break
            if time.perf_counter() - started > limit:
                os.killpg(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                pytest.fail(f"cardlaw {_short(args)} ran past {limit} s")
            time.sleep(0.002)
        seconds = time.perf_counter() - started
        try:
            os.killpg(pid, 0)
        except ProcessLookupError:
            pass
        else:
            os.killpg(pid, signal.SIGKILL)
            pytest.fail(f"cardlaw {_short(args)} left a process running in its group")
        fout.seek(0)
        ferr.seek(0)
        code = os.waitstatus_to_exitcode(status)
        return Outcome(code, fout.read().decode("utf-8", "replace"), ferr.read().decode("utf-8", "replace"), seconds)


def _tree(folder: Path) -> dict[str, tuple[int, int]]:
    found = {}
    for path in folder.rglob("*"):
        if path.is_symlink() or path.is_file():
            info = os.lstat(path)
            found[str(path.relative_to(folder))] = (info.st_size, info.st_mtime_ns)
    return found


def _left_running() -> list[str]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode("utf-8", "replace")
            except OSError:
                continue
            if MARK in command and "pytest" not in command:
                found.append(f"{entry.name}: {command}")
    return found


def _short(args: list[str]) -> str:
    """The arguments as a failure names them: long ones cut, so a report stays readable."""
    return repr([a if len(a) <= 60 else f"{a[:40]}…({len(a)} characters)" for a in args])


def check(args: list[str], folder: Path, stdin: bytes = b"", *, writes: set[str] | None = None,
          codes: set[int] = DOCUMENTED) -> Outcome:
    """Run one hostile case and hold it to the rules above; ``writes`` names the files it may create or change."""
    CALLS.append(1)
    before = _tree(folder)
    outcome = cardlaw(args, folder, stdin)
    shown = f"cardlaw {_short(args)}"
    assert "Traceback (most recent call last)" not in outcome.err, f"{shown}: {outcome.err[-1500:]}"
    assert outcome.code in codes, f"{shown} exited {outcome.code}: {outcome.err[-500:]}"
    if outcome.code == 2:
        assert outcome.err.strip(), f"{shown} exited 2 without a message"
        assert len(outcome.err) < 4000, f"{shown} printed a {len(outcome.err)}-character error"
    after = _tree(folder)
    allowed = writes or set()
    changed = {name for name in set(before) | set(after) if before.get(name) != after.get(name)} - allowed
    assert not changed, f"{shown} touched {sorted(changed)}"
    stray = _left_running()
    assert not stray, f"{shown} left {stray}"
    return outcome


# -- inputs ------------------------------------------------------------------------------------------------

LF1 = json.loads((ROOT / "cards" / "LF1.json").read_text(encoding="utf-8"))
TEXTS = [card["text"] for card in LF1["cards"] if card["text"]]
SCENARIOS = sorted(p for p in (ROOT / "conformance").rglob("*.json") if "schema" not in p.parts)
TYPE_LINES = sorted({
    card["type"]
    for path in SCENARIOS[:400]
    for square in json.loads(path.read_text(encoding="utf-8")).get("setup", {}).get("board", {}).values()
    if isinstance(square, dict) and isinstance(card := square.get("card"), dict) and isinstance(card.get("type"), str)
})
NASTY = ["", " ", "\t\n", "\x00", "\udcff", "\u202e" + "Creature — Orc", "Сreature — Orc", "Creature Orc",
         "Creature -- Orc", "Creature —", "— Orc", "(" * 500, "x" * 100_000, "Créature : - humain", "٣", "+3", "1e9",
         "NaN", "-0", "99999999999999999999999", "Draw 1 card." * 2000, "\ufeffDraw 1 card.", "Draw 1 card.\r\n",
         "DRAW 1 CARD.", "draw  1   card .", "Draw 1 card..", "Draw -1 cards.", "Draw 0 cards.", "Roll a six-sided die: 3-3, draw 1 card."]


def _mutate_text(text: str, rng: random.Random) -> str:
    chars = list(text)
    for _ in range(rng.randint(1, 3)):
        kind = rng.randrange(4)
        at = rng.randrange(len(chars) + 1)
        if kind == 0 and chars:
            del chars[min(at, len(chars) - 1)]
        elif kind == 1:
            chars.insert(at, rng.choice(",.:;-—()'\"0123456789 aZ\n\u00e9\u0435"))
        elif kind == 2 and len(chars) > 1:
            i = min(at, len(chars) - 2)
            chars[i], chars[i + 1] = chars[i + 1], chars[i]
        else:
            chars.insert(at, rng.choice(["then", "you", "this card", "(OPT)", "Stack 1", "until end of turn"]))
    return "".join(chars)


def _paths(value: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from _paths(item, (*path, i))


def _replace(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    copy = json.loads(json.dumps(value))
    holder = copy
    for key in path[:-1]:
        holder = holder[key]
    if new is _DELETE:
        del holder[path[-1]]
    else:
        holder[path[-1]] = new
    return copy


_DELETE = object()
_ODD_VALUES: list[Any] = [_DELETE, None, True, -1, 0, 10**30, 1.5, "", "x" * 5000, [], {}, [[[]]], "\udcff".encode(
    "utf-8", "surrogateescape").decode("latin-1"), "Creature — Orc", "p3", "z9"]


def _mutate_json(data: Any, rng: random.Random) -> bytes:
    """A near-valid copy: one value replaced, one key dropped, a key given twice, or the bytes spoilt."""
    kind = rng.randrange(10)
    text = json.dumps(data, ensure_ascii=False, indent=1)
    if kind == 0:
        return text.encode("utf-8")[: rng.randrange(1, max(2, len(text)))]
    if kind == 1:
        return text.encode("utf-16")
    if kind == 2:
        return ("[" * 5000 + "]" * 5000).encode()
    if kind == 3:
        return text.replace('{\n', '{\n "id": 1,\n', 1).encode("utf-8")
    if kind == 4:
        return text.encode("utf-8").replace(b"e", b"\xff", 1)
    paths = [p for p in _paths(data) if p]
    return json.dumps(_replace(data, rng.choice(paths), rng.choice(_ODD_VALUES))).encode("utf-8")


# -- the cases ---------------------------------------------------------------------------------------------


@pytest.fixture(scope="module", autouse=True)
def _warm() -> None:
    """Load the grammars, schemas, rulebook and engines once, so that every forked case starts warm."""
    from click.testing import CliRunner

    from cardlaw.cli import main

    runner = CliRunner()
    for args in (["parse", "Draw 1 card."], ["battle", "--game", "hornburg", "--attacker", "Land", "--defender", "Land"],
                 ["judge", str(SCENARIOS[0])], ["judge", str(ROOT / "conformance" / "landfight" / "independent" /
                                                          "negation-of-a-negation.json")],
                 ["cards", "check", str(ROOT / "cards" / "decks" / "fire.json")], ["rules", "L-BAT-1"]):
        runner.invoke(main, args)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path


def test_card_text_mutations_and_nasty_strings(folder: Path) -> None:
    rng = random.Random(1)
    inputs = [_mutate_text(rng.choice(TEXTS), rng) for _ in range(80)] + NASTY
    for text in inputs:
        data = text.encode("utf-8", "surrogateescape")
        check(["parse", "-"], folder, data)
        if len(text) < 200:
            check(["parse", "--json", "-"], folder, data)
    assert len(inputs) >= 100


@settings(max_examples=60, derandomize=True, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.binary(max_size=300))
def test_card_text_from_raw_bytes(tmp_path_factory: pytest.TempPathFactory, raw: bytes) -> None:
    check(["parse", "-"], tmp_path_factory.mktemp("bytes"), raw)


def test_type_lines_and_toughness_values(folder: Path) -> None:
    rng = random.Random(2)
    lines = [_mutate_text(rng.choice(TYPE_LINES), rng) for _ in range(40)] + NASTY[:20]
    for line in lines:
        toughness = rng.choice(["3", "*", "1+*", "٣", "+3", "-1", "X", "", "3.5", "99999999999"])
        arg = line.encode("utf-8", "surrogateescape").decode("utf-8", "replace") if "\udcff" in line else line
        check(["battle", "--game", rng.choice(["hornburg", "base-race"]), "--attacker", arg, "--attacker-toughness",
               toughness, "--defender", "Creature — Elf", "--defender-toughness", "2"], folder)
    assert len(lines) >= 60


def test_scenario_mutations(folder: Path) -> None:
    rng = random.Random(3)
    for number in range(80):
        source = rng.choice(SCENARIOS)
        path = folder / f"case{number}.json"
        path.write_bytes(_mutate_json(json.loads(source.read_text(encoding="utf-8")), rng))
        check(["judge", path.name], folder)
    check(["conformance", "run", "-q", "."], folder)


def test_card_and_deck_file_mutations(folder: Path) -> None:
    rng = random.Random(4)
    decks = sorted((ROOT / "cards" / "decks").glob("*.json"))
    for number in range(30):
        source = json.loads(rng.choice([ROOT / "cards" / "LF1.json", *decks]).read_text(encoding="utf-8"))
        path = folder / f"file{number}.json"
        path.write_bytes(_mutate_json(source, rng))
        check(["cards", "check", path.name], folder)
        if number % 3 == 0:
            check(["cards", "list", path.name], folder)
            check(["play", "landfight", "--deck", path.name, "--deck", "fire", "--bots", "random,random", "--single",
                   "--quiet", "--seed", "1"], folder, writes={"landfight-1.replay.json"})


def test_declared_types_hostile(folder: Path) -> None:
    """A card file's types section: huge, repeated, keyword and odd words, and texts read with them."""
    rng = random.Random(6)
    lf1 = json.loads((ROOT / "cards" / "LF1.json").read_text(encoding="utf-8"))
    sections: list[object] = [
        {"main_types": ["Dark"], "subtypes": [f"W{'a' * (n % 20 + 1)}{chr(97 + n % 26)}" for n in range(200_000)]},
        {"main_types": ["Dark", "Dark"], "subtypes": []},
        {"main_types": ["Dark"], "subtypes": ["Dark"]},
        {"main_types": ["Dark"], "subtypes": ["Land"]},
        {"main_types": ["Creature"], "subtypes": []},
        {"main_types": [], "subtypes": ["Vampire"]},
        {"main_types": ["dark"], "subtypes": []},
        {"main_types": ["Dark" * 40], "subtypes": []},
        {"main_types": ["Dark\u0000"], "subtypes": [None, 3, ["x"]]},
        {"main_types": "Dark", "subtypes": {}},
        {"subtypes": ["Vampire"]},
        [],
        None,
    ]
    for number, types in enumerate(sections):
        data = dict(lf1, types=types)
        path = folder / f"types{number}.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        assert check(["cards", "check", path.name], folder).code == 2
        assert check(["parse", "--set", path.name, "Destroy each Dark creature."], folder).code == 2
    vampires = dict(lf1, types={"main_types": ["Dark", "Light"], "subtypes": ["Vampire", "Zombie"]}, cards=[
        {"number": "LF1-001", "name": "Count", "kind": "Creature", "badge": "M", "type": "Dark - Vampire",
         "strength": 3, "rarity": "common", "text": "Each other Vampire creature gains +1 Strength."}])
    (folder / "vampires.json").write_text(json.dumps(vampires), encoding="utf-8")
    assert check(["cards", "check", "vampires.json"], folder).code == 0
    for _ in range(30):
        text = _mutate_text("Destroy each Dark Vampire creature. Dark - Vampire", rng)
        check(["parse", "--set", "vampires.json", text], folder)
        check(["parse", "--set", "vampires.json", "--type", text], folder)


def test_replay_mutations(folder: Path) -> None:
    rng = random.Random(5)
    assert check(["play", "hornburg", "--bots", "random,random", "--seed", "3", "--quiet", "--replay", "g.json"],
                 folder, writes={"g.json"}).code == 0
    assert check(["play", "landfight", "--bots", "random,random", "--seed", "3", "--single", "--quiet", "--replay",
                  "l.json"], folder, writes={"l.json"}).code == 0
    originals = [json.loads((folder / name).read_text(encoding="utf-8")) for name in ("g.json", "l.json")]
    for number in range(40):
        path = folder / f"r{number}.json"
        path.write_bytes(_mutate_json(rng.choice(originals), rng))
        check(["replay", path.name], folder)


def _real_set_files() -> list[Any]:
    """Set files of the shapes real data has: MTGJSON 5 and 3/4, Scryfall, with odd cards among playable ones."""
    fixtures = ROOT / "tests" / "fixtures"
    files = [json.loads((fixtures / name).read_text(encoding="utf-8"))
             for name in ("mtgjson_odd_cards.json", "mtgjson_v4_old_shape.json", "scryfall_odd_cards.json")]
    bears = [{"name": f"Bear {i}", "type": "Creature — Bear", "toughness": str(i % 4)} for i in range(24)]
    files[0]["data"]["cards"] += [*bears, {"name": "Plains", "type": "Basic Land — Plains"}]  # enough to deal
    files[1]["cards"] += [*({**bear, "types": ["Creature"]} for bear in bears), {"name": "Forest", "type": "Basic Land — Forest"}]
    return files


def test_real_set_files_with_odd_cards_and_their_mutations(folder: Path) -> None:
    rng = random.Random(8)
    sources = _real_set_files()
    # As they are: odd cards set aside, the rest dealt; the Scryfall list is too small to deal and says so.
    for number, (source, code) in enumerate(zip(sources, (0, 0, 2), strict=True)):
        (folder / f"set{number}.json").write_text(json.dumps(source, ensure_ascii=False), encoding="utf-8")
        outcome = check(["play", "hornburg", "--bots", "random,random", "--quiet", "--seed", "1", "--pool",
                         f"set{number}.json", "--replay", "game.json"], folder, writes={"game.json"})
        assert outcome.code == code, outcome.err
    for number in range(30):
        path = folder / f"mutated{number}.json"
        path.write_bytes(_mutate_json(rng.choice(sources), rng))
        check(["play", rng.choice(["hornburg", "base-race"]), "--bots", "random,random", "--quiet", "--seed", "1",
               "--pool", path.name, "--replay", "game.json"], folder, writes={"game.json"})


def _many_sets() -> dict[str, Any]:
    """MTGJSON 3's AllSets shape with its odd cards (B.F.M., lone fronts, planes, schemes), each set made dealable."""
    doc: dict[str, Any] = json.loads((ROOT / "tests" / "fixtures" / "mtgjson3_allsets_odd.json").read_text(encoding="utf-8"))
    for code, data in doc.items():
        data["cards"] += [{"name": f"{code} Bear {i}", "type": "Creature — Bear", "types": ["Creature"],
                           "toughness": str(i % 4)} for i in range(23)]
    return doc


def test_files_of_many_sets_their_codes_and_their_mutations(folder: Path) -> None:
    rng = random.Random(9)
    source = _many_sets()
    (folder / "AllSets.json").write_text(json.dumps(source, ensure_ascii=False), encoding="utf-8")
    codes = ["UGL", "ugl", "pPRE", "VAN", "", " ", "UGX", "\x00", "\udcff", "x" * 10_000, "data", "cards", "../UGL"]
    for code in codes:
        outcome = check(["play", "hornburg", "--bots", "random,random", "--quiet", "--seed", "1", "--pool", "AllSets.json",
                         "--set", code, "--option", "short_lands=basic", "--replay", "game.json"], folder,
                        writes={"game.json"})
        assert outcome.code == (0 if code.strip().casefold() in ("ugl", "ppre", "van") else 2), (code, outcome.err)
        if code in ("UGX", "", "\x00", "../UGL"):
            check(["pool", "sweep", "AllSets.json", "--set", code, "--game", "base-race"], folder)
    for args in (["pool", "sets", "AllSets.json"], ["pool", "sweep", "AllSets.json", "--json"],
                 ["pool", "sweep", "AllSets.json", "--notes", "--draft-only", "--option", "short_lands=basic"]):
        assert check(args, folder).code == 0
    for number in range(20):
        path = folder / f"mutated{number}.json"
        path.write_bytes(_mutate_json(source, rng))
        code = rng.choice(list(source))
        check(["pool", "sets", path.name] if number % 2 else ["pool", "sweep", path.name, "--set", code], folder)
        check(["play", "base-race", "--bots", "random,random", "--quiet", "--seed", "1", "--pool", path.name, "--set",
               rng.choice(list(source)), "--replay", "game.json"], folder, writes={"game.json"})


def test_pool_sweep_arguments(folder: Path) -> None:
    (folder / "AllSets.json").write_text(json.dumps(_many_sets(), ensure_ascii=False), encoding="utf-8")
    cases = [
        ["pool"], ["pool", "sweep"], ["pool", "sets"], ["pool", "nonsense"], ["pool", "sweep", "AllSets.json", "--seed", "-1"],
        ["pool", "sweep", "AllSets.json", "--seed", "9" * 40], ["pool", "sweep", "AllSets.json", "--game", "chess"],
        ["pool", "sweep", "AllSets.json", "--game", "landfight"], ["pool", "sweep", "AllSets.json", "--bots", ","],
        ["pool", "sweep", "AllSets.json", "--bots", "greedy,greedy,greedy"], ["pool", "sweep", "AllSets.json", "--option", "="],
        ["pool", "sweep", "AllSets.json", "--option", "short_lands="], ["pool", "sweep", "AllSets.json", "--option",
                                                                         "short_lands=basic", "--option", "short_lands=refuse"],
        ["pool", "sweep", "AllSets.json", "--set", "UGL", "--set", "UGL"], ["pool", "sweep", ""], ["pool", "sets", "-"],
        ["play", "hornburg", "--set", "KLD"], ["play", "hornburg", "--pool", "AllSets.json"],
        ["play", "landfight", "--pool", "AllSets.json", "--set", "UGL"], ["play", "hornburg", "--set"],
    ]
    for args in cases:
        check(args, folder)


def test_printed_numbers_real_cards_have(folder: Path) -> None:
    prints = ["X", "?", "-1", "+1", "-0", "*²", ".5", "3.5", "7-*", "1d4+1", "X+1", "∞", "½", "3.25", "--1", "+-1"]
    for printed in prints:
        for flag, line in (("--attacker-toughness", "Host Creature -- Dwarf"), ("--attacker-loyalty", "Arpenteur : Jace")):
            check(["battle", "--game", "base-race", "--attacker", line, f"{flag}={printed}", "--defender",
                   "Conspiracy", "--defender-toughness", printed], folder)


def _special(folder: Path) -> list[str]:
    (folder / "dir").mkdir()
    os.mkfifo(folder / "fifo")
    (folder / "empty.json").write_bytes(b"")
    (folder / "loop").symlink_to(folder / "loop")
    (folder / "dangling").symlink_to(folder / "nowhere")
    return ["dir", "fifo", "empty.json", "loop", "dangling", "/dev/zero", "/dev/null", "missing.json", ""]


def test_special_files_at_every_file_argument(folder: Path) -> None:
    names = _special(folder)
    for name in names:
        check(["judge", name], folder)
        check(["replay", name], folder)
        check(["cards", "check", name], folder)
        check(["cards", "list", name], folder)
        check(["parse", "--set", name, "Destroy each Zombie creature."], folder)
        check(["play", "hornburg", "--bots", "random,random", "--quiet", "--seed", "1", "--pool", name], folder)
        check(["play", "hornburg", "--bots", "random,random", "--quiet", "--seed", "1", "--pool", name, "--set", "UGL"],
              folder)
        check(["pool", "sets", name], folder)
        check(["pool", "sweep", name], folder)
        check(["play", "landfight", "--bots", "random,random", "--quiet", "--seed", "1", "--deck", name,
               "--deck", "fire"], folder)
        check(["conformance", "run", "-q", "--expected-failures", name, "grid/battle"], folder)
    # As a replay to write, each special path is refused and left as it was.
    for name in names:
        check(["play", "hornburg", "--bots", "random,random", "--quiet", "--seed", "1", "--replay", name], folder,
              writes={"dangling": {"nowhere"}, "empty.json": {"empty.json"}, "missing.json": {"missing.json"}}.get(name))


def test_odd_arguments(folder: Path) -> None:
    cases = [
        ["play", "hornburg", "--seed", "abc"], ["play", "hornburg", "--seed", "9" * 40], ["play", "chess"],
        ["play", "hornburg", "--option", "="], ["play", "hornburg", "--option", "nope=1", "--bots", "random,random"],
        ["play", "hornburg", "--bots", ","], ["play", "hornburg", "--bots", "random"], ["rules", ""],
        ["rules", "x" * 10_000], ["rules", "G-BAT-999"], ["spec", "check", "chess"], ["battle"],
        ["battle", "--game", "hornburg", "--attacker", "Land"], ["conformance", "run", "--timeout", "0"],
        ["conformance", "run", "--format", "yaml"], ["conformance", "run", "--case", "[", "-q"],
        ["conformance", "run", "--rule", "*", "-q", "grid/battle"], ["cards"], ["cards", "check"],
        ["parse"], ["parse", "--kind", "--type", "Dark"], ["--version"], ["--help"], ["demo", "--seed", "x"],
        ["judge", "--impl", "", "grid/battle/toughness-tie"], ["play", "landfight", "--as", "south"],
        ["play", "landfight", "--deck", "x", "--deck", "y", "--deck", "z"], ["nonsense"], ["-x"],
    ]
    for args in cases:
        # A game that starts (a human at an empty standard input stops at once) writes its replay, and only that.
        seed = args[args.index("--seed") + 1] if "--seed" in args else ""
        check(args, folder, writes={f"{args[1]}-{seed}.replay.json"} if args[0] == "play" else None)


def _impls(folder: Path) -> list[str]:
    script = folder / "impl.py"
    script.write_text("import sys\nsys.stdout.buffer.write(b'\\xff\\xfe\\n')\n", encoding="utf-8")
    noexec = folder / "noexec.sh"
    noexec.write_text("#!/bin/sh\necho {}\n", encoding="utf-8")
    return [
        "", "/", str(noexec), f"sh -c 'sleep 30 # {MARK}'", f"sh -c 'exit 3 # {MARK}'",
        f"sh -c 'cat > /dev/null # {MARK}'", f"{sys.executable} {script} {MARK}",
        f"sh -c 'echo not json # {MARK}'", f"sh -c '(sleep 30 &) ; echo {{}} # {MARK}'", "no-such-program-x",
    ]


def test_misbehaving_implementations_are_ended_and_reported(folder: Path) -> None:
    for impl in _impls(folder):
        for protocol in ("session", "one-shot"):
            check(["conformance", "run", "-q", "--timeout", "0.5", "--protocol", protocol, "--impl", impl,
                   "grid/battle/toughness-tie", "grid/battle/spells"], folder)
        check(["judge", "--impl", impl, "grid/battle/toughness-tie"], folder)


def test_a_human_at_the_prompt_typing_anything(folder: Path) -> None:
    rng = random.Random(6)
    junk = ["", "0", "-1", "999999999999", "card", "card 0", "card 9999", "card ZZZ", "rules", "rules x", "field",
            "help", "\udcff", "x" * 10_000, "1 2", "٣", "q"]
    for game in ("landfight", "hornburg"):
        for round_ in range(4):
            lines = [rng.choice(junk) for _ in range(20)] + ["1"] * 30 + ["quit"]
            typed = "\n".join(lines).encode("utf-8", "surrogateescape")
            name = f"{game}-{round_}.json"
            check(["play", game, "--seed", str(round_), "--replay", name, *(["--single"] if game == "landfight" else [])],
                  folder, typed, writes={name})


@pytest.mark.parametrize("args", [["parse", "-"], ["battle", "--game", "hornburg", "--attacker", "Сreature — Orc",
                                                          "--defender", "Land"], ["judge", "/dev/zero"],
                                  ["cards", "check", "/dev/null"], ["replay", "missing.json"]])
def test_a_sample_through_the_installed_console_script(tmp_path: Path, args: list[str]) -> None:
    script = Path(sys.executable).with_name("cardlaw")
    command = [str(script), *args] if script.exists() else [sys.executable, "-m", "cardlaw.cli", *args]
    proc = subprocess.run(command, cwd=tmp_path, input=b"Drw 1 crad.", capture_output=True, timeout=60)
    assert proc.returncode == 2
    assert b"Traceback" not in proc.stderr and proc.stderr.startswith(b"Error: ")
    assert list(tmp_path.iterdir()) == []


def test_zz_at_least_300_hostile_cases_ran() -> None:
    """Runs last in this module (pytest keeps file order); fewer cases means a generator shrank."""
    if len(CALLS) < 10:
        pytest.skip("only part of the module was selected")
    assert len(CALLS) >= 300, len(CALLS)
    print(f"{len(CALLS)} hostile cases")
