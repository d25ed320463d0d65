"""Finding, reading and validating scenario files."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Iterator
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .._jsonfile import loads_limited, read_text_limited
from .._paths import data_dir
from ..errors import CardlawError, DataError, SourceError, did_you_mean, json_path
from .._schemas import deepest_error, fast_validity

if TYPE_CHECKING:  # jsonschema is imported only when a document fails the fast check (a tenth of a second)
    import jsonschema
    from jsonschema.exceptions import ValidationError

SCHEMA_NAME = "scenario.schema.json"


def root() -> Path:
    """The folder holding the scenarios (``conformance/`` in a checkout)."""
    return data_dir("conformance")


@cache
def schema() -> dict[str, Any]:
    with open(root() / "schema" / SCHEMA_NAME, encoding="utf-8") as fh:
        loaded: dict[str, Any] = json.load(fh)
        return loaded


def _target(part: str) -> dict[str, Any]:
    full = schema()
    if part == "scenario":
        return full
    # the input an implementation receives: the scenario without `expect`
    return {
        "$schema": full["$schema"],
        "$defs": full["$defs"],
        "$ref": "#/$defs/input",
        "unevaluatedProperties": False,
    }


@cache
def _validator(part: str) -> jsonschema.protocols.Validator:
    import jsonschema

    target = _target(part)
    cls = jsonschema.validators.validator_for(target)
    cls.check_schema(target)
    return cls(target)


@cache
def _fast(part: str) -> Callable[[Any], bool] | None:
    return fast_validity(_target(part))


def _describe(error: ValidationError) -> tuple[str, str]:
    error = deepest_error(error)
    parts = list(error.absolute_path)
    message = error.message
    single = re.search(r"\('([^']+)' was unexpected\)", message)
    if error.validator == "unevaluatedProperties" and single:
        parts.append(single.group(1))
        message = "unknown field"
    elif error.validator == "pattern" and isinstance(error.schema, dict) and "title" in error.schema:
        message = f"must be {error.schema['title']}, not {error.instance!r}"
        if "propertyNames" in error.absolute_schema_path:  # a bad key: name it in the path
            parts.append(str(error.instance))
            message = f"the key must be {error.schema['title']}"
    elif error.validator == "not" and isinstance(error.validator_value, dict) and "required" in error.validator_value:
        given = error.validator_value["required"]
        message = f"{given[0]} may not be given here" if len(given) == 1 else f"{' and '.join(given)} may not be given together"
    elif error.validator == "additionalProperties" and isinstance(error.instance, dict):
        allowed = set((error.schema or {}).get("properties", {})) if isinstance(error.schema, dict) else set()
        extra = sorted(k for k in error.instance if k not in allowed)
        if len(extra) == 1 and error.validator == "additionalProperties":
            parts.append(extra[0])
            message = "unknown field"
            if allowed:
                message += f" (known: {', '.join(sorted(allowed))})"
    return json_path(parts), message


def validate(data: Any, source: str, *, part: str = "scenario") -> None:
    """Raise `DataError` naming the path of the first bad field (``part`` is ``scenario`` or ``input``)."""
    quick = _fast(part)
    if quick is not None and quick(data):
        return
    try:
        errors = list(_validator(part).iter_errors(data))
    except RecursionError:
        raise DataError(source, "", "nested too deeply to be a scenario") from None
    if not errors:
        return
    from jsonschema.exceptions import best_match

    error = best_match(errors)
    assert error is not None
    path, message = _describe(error)
    raise DataError(source, path, message)


def source_name(path: Path) -> str:
    """How a scenario file is named in messages: ``conformance/grid/x.json`` when it is in the corpus."""
    path = Path(path)
    try:
        rel = path.resolve().relative_to(root().resolve())
    except (ValueError, OSError, RuntimeError):  # outside the corpus, or a symlink loop that cannot resolve
        return str(path)
    return f"conformance/{rel.as_posix()}"


def expected_id(path: Path) -> str | None:
    """The ID a corpus file must carry, or None for a file outside the corpus."""
    try:
        rel = Path(path).resolve().relative_to(root().resolve())
    except (ValueError, OSError, RuntimeError):
        return None
    return rel.with_suffix("").as_posix()


LANDFIGHT = "landfight"


def grid_games() -> tuple[str, ...]:
    """The grid variants, as the rulebook declares them: a new variant needs no code here."""
    found: tuple[str, ...] = _engine().rules.variants()
    return found


class _Packages:
    """The engines' packages that checking a scenario asks for, each imported on its first use.

    Asked for every case of a session: an import statement in a function costs a few
    microseconds each time it runs (the import system resolves the package again), which
    added up to some 3% of a session. The packages, not their names, are kept: a name is
    looked up on its package at each use (tests replace some). This module stays light for
    the commands that only read scenario files, and a Landfight-only run never imports the grid.
    """

    grid: Any
    rules: Any
    typeline: Any

    def __getattr__(self, name: str) -> Any:
        from importlib import import_module

        if name not in ("grid", "rules", "typeline"):
            raise AttributeError(name)
        module = import_module(f"cardlaw.{name}")
        setattr(self, name, module)
        return module


_PACKAGES = _Packages()


def _engine() -> _Packages:
    return _PACKAGES


# Per game: the rules object last asked and the options it declares (asked twice or more per case).
_DECLARED: dict[str, tuple[object, dict[str, str]]] = {}


def _option_reader(game: str) -> tuple[dict[str, str], Callable[[dict[str, Any]], object]] | None:
    """The options a game's rulings declare (name -> the rule that declares it) and the reader of a choice of
    them, which raises `CardlawError` for an unknown name or a value the declaration does not allow."""
    rules: Any
    if game == LANDFIGHT:
        from ..landfight._rules import load_rules

        rules = load_rules()
    elif game in grid_games():
        from ..rules import load_ruleset

        rules = load_ruleset(game)
    else:
        return None
    kept = _DECLARED.get(game)
    if kept is None or kept[0] is not rules:
        kept = _DECLARED[game] = (rules, {name: rule for name, (_, rule) in rules.options.items()})
    return kept[1], rules.resolve_options


def option_refusal(game: str, options: dict[str, Any]) -> tuple[str, str, str] | None:
    """The first option the scenario sets to a value its declaration does not allow, as (name, the rule that
    declares the option, why), or None. Such a setup is refused by the rules (conformance/PROTOCOL.md, How
    options are selected); an option no ruling declares is a malformed scenario, left to `check_input`."""
    if not options:
        return None
    reader = _option_reader(game)
    if reader is None:
        return None
    declared, resolve = reader
    for name, value in options.items():
        rule = declared.get(name if game == LANDFIGHT else name.replace("-", "_"))  # grid names take either
        if rule is None:
            continue
        try:
            resolve({name: value})
        except CardlawError as exc:
            return name, rule, exc.message
    return None


def _declared_options(game: str, options: dict[str, Any], source: str) -> dict[str, Any]:
    """``options`` less those set to a value their declaration refuses (a refused setup, not a malformed
    scenario); an option that no ruling declares raises `DataError`."""
    reader = _option_reader(game)
    assert reader is not None
    kept = {}
    for name, value in options.items():
        if option_refusal(game, {name: value}) is not None:
            continue
        try:
            reader[1]({name: value})
        except CardlawError as exc:
            raise DataError(source, f"options.{name}", exc.message) from None
        kept[name] = value
    return kept


def check_input(data: dict[str, Any], source: str) -> Any:
    """What the schema cannot say about a scenario's input; a fault raises `DataError` naming its field.

    The game must be one the rulebook declares, its options must be declared by a ruling,
    the squares of a position must be on the variant's board, and every card's type line
    must read. A scenario breaking these is malformed: the rules are never asked. An option
    value the declaration does not allow is no fault of the input: the setup is refused
    (`option_refusal`), and the other checks read the remaining options.
    """
    game = data["game"]
    grid = grid_games()
    if game != LANDFIGHT and game not in grid:
        known = [*grid, LANDFIGHT]
        hint = did_you_mean(game, known)
        extra = f"; did you mean {hint!r}?" if hint else ""
        raise DataError(source, "game", f"unknown game {game!r} (known: {', '.join(known)}){extra}")
    given = data.get("options")
    options = _declared_options(game, given, source) if given else {}
    if game == LANDFIGHT:
        return _check_landfight(data, source)
    engine = _engine()
    ruleset = engine.rules.load_ruleset(game)
    setup = data["setup"]
    if "deal" in setup:
        for i, card in enumerate(setup["deal"].get("pool", [])):
            _check_card(card, source, f"setup.deal.pool[{i}]")
        for i, pack in enumerate(setup["deal"].get("extra_packs", [])):
            for j, card in enumerate(pack):
                _check_card(card, source, f"setup.deal.extra_packs[{i}][{j}]")
        return None
    board = engine.grid.board_for(ruleset.grid.columns, ruleset.grid.rows)
    for square, entry in setup["board"].items():
        _check_square(square, board.names, game, source, f"setup.board.{square}")
        _check_card(entry["card"], source, f"setup.board.{square}.card")
    for player, pile in setup.get("discards", {}).items():
        for i, card in enumerate(pile):
            _check_card(card, source, f"setup.discards.{player}[{i}]")
    _check_lands(setup["board"], game, options, source)
    _check_turns(setup, board.names, game, source)
    return None


def _check_turns(setup: dict[str, Any], names: tuple[str, ...], game: str, source: str) -> None:
    """A position someone can reach: in an ordinary turn the next ordinary turn is the other player's
    (G-TRN-1), and each earlier position counted for repetition places exactly the setup's cards."""
    to_move = setup["to_move"]
    other = "north" if to_move == "south" else "south"
    if not setup.get("in_extra_turn", False) and setup.get("next_ordinary_turn", other) != other:
        raise DataError(source, "setup.next_ordinary_turn",
                        f"is {to_move!r} but {to_move} is taking an ordinary turn, so the next ordinary turn is "
                        f"{other}'s (G-TRN-1); set in_extra_turn for a position in an extra turn")
    homes = set(setup["board"])
    for i, entry in enumerate(setup.get("seen_positions", [])):
        path = f"setup.seen_positions[{i}]"
        for square, home in entry["board"].items():
            _check_square(square, names, game, source, f"{path}.board.{square}")
            if home not in homes:
                raise DataError(source, f"{path}.board.{square}", f"{home!r} is not a square of the setup's board")
        placed = sorted(entry["board"].values())
        if placed != sorted(homes):
            missing = sorted(homes - set(placed))
            twice = sorted({h for h in placed if placed.count(h) > 1})
            detail = f"misses {', '.join(missing)}" if missing else f"places {', '.join(twice)} twice"
            raise DataError(source, f"{path}.board",
                            f"must place each card of the setup's board exactly once (it {detail}): a card that "
                            "left the board never comes back, so only positions of the same cards can arise again")
        for k, home in enumerate(entry.get("face_up", [])):
            if home not in homes:
                raise DataError(source, f"{path}.face_up[{k}]", f"{home!r} is not a square of the setup's board")


def _check_lands(board: dict[str, Any], game: str, options: dict[str, Any], source: str) -> None:
    """A position of the game holds each player's lands, no more and no fewer (G-SET-2): a flag is never discarded."""
    engine = _engine()
    ruleset = engine.rules.load_ruleset(game)
    table = engine.rules.compiled(game, options)
    lands: dict[str, list[str]] = {"south": [], "north": []}
    for square, entry in sorted(board.items()):
        index = table.categorise(engine.typeline.parse_typeline(entry["card"]["type"]))
        if index is not None and ruleset.category_names[index] == "land" and entry["owner"] in lands:
            lands[entry["owner"]].append(square)
    for owner, squares in lands.items():
        if len(squares) != ruleset.lands:
            held = f"{len(squares)} land cards ({', '.join(squares)})" if squares else "no land card"
            if len(squares) == 1:
                held = f"1 land card ({squares[0]})"
            raise DataError(source, "setup.board",
                            f"{owner} holds {held}; a position of the game holds exactly "
                            f"{ruleset.lands} for each player ({ruleset.setup_rules.get('lands', 'G-SET-2')})")


def _check_landfight(data: dict[str, Any], source: str) -> Any:
    """Options the rulings declare; for a game, its cards and entries, and the cards its actions name."""
    setup = data["setup"]
    if "position" not in setup and "start" not in setup and "match" not in setup:  # a deck (`setup_kind`)
        return None
    from ..landfight._scenario import read_game_setup

    game = read_game_setup(setup, source)
    known = game.cards
    for i, action in enumerate(data["actions"]):
        for key in ("card", "attacker", "target", "choice"):
            value = action.get(key)
            if isinstance(value, str) and "/" in value and value not in known:
                hint = did_you_mean(value, game.ids())
                extra = f"; did you mean {hint!r}?" if hint else ""
                raise DataError(source, f"actions[{i}].{key}", f"no card {value!r} in the setup{extra}")
        for key in ("out", "in"):
            if key in action and action[key] not in game.defined:
                raise DataError(source, f"actions[{i}].{key}", f"no card {action[key]!r} is defined under setup.cards")
    return game


def _check_square(square: str, names: tuple[str, ...], game: str, source: str, path: str) -> None:
    if square not in names:
        raise DataError(source, path, f"{square!r} is not a square of the {game} board: squares run from a1 to {names[-1]}")


# Grid cards read, by their fields (name, value and the value's type, so that 1 and True differ): a
# session meets the same cards in case after case, and a card is a frozen value.
_GRID_CARDS: dict[tuple[Any, ...], Any] = {}


def grid_card(entry: Any, source: str, path: str) -> Any:
    """``Card.from_json(entry)``, read once per distinct set of fields; a fault raises `DataError` at ``path``."""
    try:
        key = tuple((k, type(v), v) for k, v in sorted(entry.items()))
        found = _GRID_CARDS.get(key)
    except (AttributeError, TypeError):  # not an object, or a value that is not hashable: the reader says why
        key, found = (), None
    if found is None:
        found = _engine().grid.Card.from_json(entry, source=source, path=path)
        if key:
            if len(_GRID_CARDS) >= 4096:
                _GRID_CARDS.clear()
            _GRID_CARDS[key] = found
    return found


def _check_card(card: dict[str, Any], source: str, path: str) -> None:
    engine = _engine()
    grid_card(card, source, path)
    try:
        engine.typeline.parse_typeline(card["type"], source=f"type line of {card['name']!r}")
    except SourceError as exc:
        raise DataError(source, f"{path}.type", engine.typeline.one_line(exc)) from None


def _semantic_checks(data: dict[str, Any], source: str, want_id: str | None) -> None:
    if want_id is not None and data["id"] != want_id:
        raise DataError(source, "id", f"is {data['id']!r} but the file's path says {want_id!r}")
    from ..rulebook import load_rulebook

    book = load_rulebook()
    for i, pin in enumerate(data["pins"]):
        if pin not in book.rules:
            try:
                book.get(pin)
            except CardlawError as exc:
                raise DataError(source, f"pins[{i}]", exc.message) from None
    check_input(data, source)
    actions = data["actions"]
    expect = data["expect"]
    error = expect.get("error")
    refusal = option_refusal(data["game"], data.get("options") or {})
    if refusal is not None:
        # A value the declaration does not allow is kept in a scenario only to expect its refusal: anywhere
        # else it is a mistake in the file.
        name, rule, why = refusal
        if not (error is not None and error.get("setup") is True and error.get("rule") == rule):
            raise DataError(source, f"options.{name}", f"{why}; a scenario gives such a value only to expect "
                            f'the setup refused citing {rule}: "expect": {{"error": {{"setup": true, "rule": "{rule}"}}}}')
    if error is not None and "action" in error and error["action"] >= len(actions):
        raise DataError(source, "expect.error.action", f"is {error['action']} but there are only {len(actions)} actions")
    done = len(actions)
    if error is not None:
        done = 0 if error.get("setup") else error["action"]
    events = expect.get("events")
    if events is not None and len(events) != done:
        raise DataError(
            source, "expect.events", f"has {len(events)} entries but {done} actions are carried out (one entry each)"
        )
    if "setup_events" in expect and (data["game"] != LANDFIGHT or "deck" in data["setup"]):
        raise DataError(source, "expect.setup_events", "only a Landfight game scenario has setup events")
    if "deck" in expect and not (data["game"] == LANDFIGHT and "deck" in data["setup"]):
        raise DataError(source, "expect.deck", "only a Landfight deck scenario can expect a deck check")
    if "deal" in expect and "deal" not in data["setup"]:
        raise DataError(source, "expect.deal", "only a scenario set up by a deal can expect a deal record")
    board = (expect.get("state") or {}).get("board")
    if data["game"] != LANDFIGHT and isinstance(board, dict):
        from ..grid import board_for
        from ..rules import load_ruleset

        grid = load_ruleset(data["game"]).grid
        names = board_for(grid.columns, grid.rows).names
        for square in board:
            _check_square(square, names, data["game"], source, f"expect.state.board.{square}")


def load_scenario(path: str | Path, *, check_id: bool = True) -> dict[str, Any]:
    """Read and validate one scenario file; a malformed one raises `DataError` naming the bad field, or the
    `SourceError` of a card text in its setup that does not read (file, field, line and column)."""
    path = Path(path)
    source = source_name(path)
    try:
        text = read_text_limited(path)
    except IsADirectoryError:
        raise DataError(source, "", "is a folder, not a scenario file: to judge every scenario in it, run "
                        f"'cardlaw conformance run {source}'") from None
    except OSError as exc:
        raise DataError(source, "", f"cannot read the file: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        where = "" if "UTF-16" in exc.reason else f" at byte {exc.start}"
        raise DataError(source, "", f"not UTF-8 text: {exc.reason}{where}") from None
    try:
        data: dict[str, Any] = loads_limited(text)  # `validate` below refuses anything but an object
    except json.JSONDecodeError as exc:
        raise DataError(source, "", f"not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})") from None
    validate(data, source)
    _semantic_checks(data, source, expected_id(path) if check_id else None)
    return data


def scenario_paths(paths: Iterable[str | Path] | None = None) -> list[Path]:
    """Scenario files: every one in the corpus, or those in the given files and folders, sorted."""
    if paths is None:
        paths = [root()]
    found: list[Path] = []
    for given in paths:
        entry = Path(given)
        if not entry.exists():
            # A scenario ID or a folder of IDs: ``grid/battle/toughness-tie``, ``grid/battle``.
            for candidate in (root() / f"{given}.json", root() / str(given)):
                if candidate.exists():
                    entry = candidate
                    break
        if not entry.exists():
            raise CardlawError(f"no scenario file or folder {str(given)!r} (nor a case ID of the suite)")
        if entry.is_dir():
            inside = list(_walk(entry))
            if not inside:
                raise CardlawError(f"the folder {str(given)!r} holds no scenario (no .json file)")
            found.extend(inside)
        else:
            found.append(entry)
    return sorted(dict.fromkeys(found), key=lambda p: p.as_posix())


def _walk(folder: Path) -> Iterator[Path]:
    for p in sorted(folder.rglob("*.json")):
        if "schema" in p.relative_to(folder).parts or p.name.endswith(".schema.json"):
            continue
        yield p


def load_all(paths: Iterable[str | Path] | None = None) -> list[dict[str, Any]]:
    """Every scenario (validated); the first malformed one raises `DataError`."""
    return [load_scenario(p) for p in scenario_paths(paths)]
