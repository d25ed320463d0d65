"""Read card lists users already have on disk: MTGJSON set files, Scryfall JSON, cardlaw's own list.

Nothing is fetched. Each physical card becomes one `Card`; a card with no Magic back
(transform, modal, meld, reversible) gets the type line ``front // back``, which is
how setup knows to remove it. Split, flip and adventure cards are one face physically
and keep a single type line. A file whose shape is wrong is a `DataError` naming the
JSON path of the bad field.

Real set files hold a few cards the grid cannot play: a loyalty printed as a die roll
(`1d4+1`), a type line the reader does not know. In an MTGJSON or Scryfall file such a
card is set aside, with a note saying which and why (`CardList.set_aside`), and the
rest of the set is read; a cardlaw card list is written by hand, so there the same
fault is an error.

MTGJSON set files come in two shapes: version 5 keeps the set under ``data`` beside a
``meta`` object; versions 3 and 4 are the set object itself (``{"code": ..., "cards":
[...]}``) and name the faces of a card in ``names``. Both are read.

Tokens, emblems and art cards are left out without a word: they are not cards of the
set (version 5 lists tokens apart) and never belong to a pool. The oversized cards of
other formats (Vanguard avatars, Planechase planes and phenomena, Archenemy schemes) are
set aside with a note: a set file lists them among its cards, but their backs are not
the ordinary Magic card back, so G-SET-3 would take them out of any pool.

A file of many sets (MTGJSON's ``AllSets.json`` of versions 3 and 4, or the
``AllPrintings.json`` of version 5, which keeps them under ``data``) is read one set at
a time: `load_cards` takes the set's code, and `sets_of` lists them all.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import field
from pathlib import Path
from typing import Any

from .._frozen import frozen
from ..errors import DataError, SourceError, did_you_mean
from ._cards import _PRINTED, Card
from .._jsonfile import loads_limited, read_text_limited

PathLike = str | os.PathLike[str]

# Several parts on one sheet with a Magic back: the card is its first part (flip,
# adventure) or the parts' types together (split, aftermath), never `//`.
_ONE_SHEET = frozenset({"split", "aftermath", "flip", "adventure"})
_MERGED_TYPES = frozenset({"split", "aftermath"})
# Scryfall layouts whose card_faces are printed on two sides of the sheet.
_TWO_SIDED = frozenset({"transform", "modal_dfc", "reversible_card", "battle"})
# Layouts of tokens, emblems and art cards: no cards of the set, dropped on import.
_DROPPED = frozenset({"token", "double_faced_token", "emblem", "art_series"})
# Layouts of the oversized cards of other formats, as Scryfall (`planar`) and MTGJSON 3
# (`plane`, `phenomenon`) spell them: set aside with a note, as G-SET-3 would remove them.
_OTHER_FORMATS = {
    "vanguard": "a Vanguard avatar",
    "planar": "a Planechase plane or phenomenon",
    "plane": "a Planechase plane",
    "phenomenon": "a Planechase phenomenon",
    "scheme": "an Archenemy scheme",
}
# Every layout of a thing that is not a playing card with the Magic back (see the module docstring).
NOT_PLAYING_CARDS = _DROPPED | frozenset(_OTHER_FORMATS)
# Why a card is set aside when the file lists only one face of it.
_LONE_FACE = "a double-faced card with a face missing from the file"
# Words that mark a type line (or MTGJSON's `types`/`supertypes`) as a token's or an emblem's.
_NOT_CARD_TYPES = frozenset({"token", "emblem"})


@frozen
class SetAside:
    """A card of a set file the grid cannot play, left out of the pool."""

    name: str
    path: str  # the JSON path of the card, or of its field at fault
    problem: str
    # What cards set aside alike share, for a count by reason (`cardlaw pool sweep`); not the card's identity.
    reason: str = field(default="", compare=False)

    def note(self) -> str:
        return f"{self.name!r} (at {self.path}): {self.problem}"


class CardList(list[Card]):
    """The cards of a file, in file order, and the cards set aside from it (`SetAside`)."""

    def __init__(self, cards: Iterable[Card] = (), set_aside: Iterable[SetAside] = ()) -> None:
        super().__init__(cards)
        self.set_aside: list[SetAside] = list(set_aside)


class _Odd(Exception):
    """A card's field holds a value of the right kind that the grid cannot play: set the card aside."""

    def __init__(self, path: str, problem: str, reason: str) -> None:
        super().__init__(problem)
        self.path = path
        self.problem = problem
        self.reason = reason


def load_cards(path: PathLike, set_code: str | None = None) -> CardList:
    """Load a card list, telling MTGJSON, Scryfall and cardlaw's own format apart by their shape.

    Tokens, emblems, art cards and other sheets without the Magic back (Scryfall layouts
    token, double_faced_token, emblem, art_series, vanguard, planar and scheme; MTGJSON
    entries marked ``isToken`` or typed Token or Emblem, and MTGJSON 3's layouts plane and
    phenomenon) never join the list: they are not playing cards, and a pool only ever holds
    cards with the ordinary Magic back (G-SET-3). The sheets of other formats among them
    (vanguard, planar, plane, phenomenon, scheme) are listed in ``set_aside`` with a note.

    ``set_code`` picks one set of a file of many (MTGJSON's AllSets or AllPrintings); such a
    file needs it, and a file of one set takes it only if it names that set.
    """
    source = str(path)
    doc, picked = _file_or_its_set(path, set_code)
    if picked is not None:
        return picked
    if isinstance(doc, dict):
        if isinstance(doc.get("data"), dict):
            return _from_mtgjson(doc, source)
        if doc.get("object") in ("list", "card") or "type_line" in doc or "card_faces" in doc:
            return _from_scryfall(doc, source)
        if _is_old_mtgjson(doc):
            return _from_mtgjson(doc, source)
        if "cards" in doc:
            return _from_cardlaw(doc, source)
    elif isinstance(doc, list):
        first = doc[0] if doc else None
        if isinstance(first, dict) and (first.get("object") == "card" or "type_line" in first or "card_faces" in first):
            return _from_scryfall(doc, source)
        return _from_cardlaw(doc, source)
    raise DataError(
        source,
        "",
        "not a card list: expected an MTGJSON set file ({\"data\": {\"cards\": [...]}}, or the older "
        "{\"code\": ..., \"cards\": [...]}), Scryfall card JSON (a card, a list of cards or "
        "{\"object\": \"list\", \"data\": [...]}) or cardlaw's list of {\"name\", \"type\"} objects",
    )


def load_mtgjson_set(path: PathLike, set_code: str | None = None) -> CardList:
    """Load the ``cards`` of an MTGJSON set file: ``{"meta": ..., "data": {"code": ..., "cards": [...]}}``
    (version 5), or the set object itself, ``{"code": ..., "cards": [...]}`` (versions 3 and 4);
    or, with ``set_code``, of one set of a file of many (see `load_cards`)."""
    doc, picked = _file_or_its_set(path, set_code)
    return picked if picked is not None else _from_mtgjson(doc, str(path))


def load_scryfall(path: PathLike) -> CardList:
    """Load Scryfall card JSON: one card object, a list of them, or a ``list`` object."""
    return _from_scryfall(_read_json(path), str(path))


# --- files of many sets ------------------------------------------------------------------


@frozen
class _ManySets:
    """The sets of an MTGJSON file of many: code -> set object, and the JSON path they sit under."""

    sets: dict[str, Any]
    base: str  # "" for AllSets (versions 3 and 4), "data" for AllPrintings (version 5)


@frozen
class SetOfFile:
    """One set of a card file, as `sets_of` reads it: its cards, or why they could not be read."""

    code: str
    name: str
    kind: str  # MTGJSON's set type (core, expansion, promo, ...); "" when the file does not say
    draft: bool  # whether MTGJSON describes a booster of it, that is whether the set was sold in packs to draft
    cards: CardList | None  # None when the set's cards could not be read
    error: str = ""


def _file_or_its_set(path: PathLike, set_code: str | None) -> tuple[Any, CardList | None]:
    """The file's JSON, and the cards of the set ``set_code`` picks when it is a file of many sets."""
    source = str(path)
    doc = _read_json(path)
    many = _many_sets(doc)
    if many is not None:
        return doc, _one_of_many(many, set_code, source)
    if set_code is not None:
        _check_single_set(doc, set_code, source)
    return doc, None


def _many_sets(doc: Any) -> _ManySets | None:
    """The sets of a file of many (every value an object with ``cards``), or None for any other file."""
    if not isinstance(doc, dict) or "cards" in doc:
        return None
    data, base = (doc["data"], "data") if isinstance(doc.get("data"), dict) else (doc, "")
    if not data or "cards" in data:
        return None
    if all(isinstance(value, dict) and "cards" in value for value in data.values()):
        return _ManySets(data, base)
    return None


def _one_of_many(many: _ManySets, set_code: str | None, source: str) -> CardList:
    codes = list(many.sets)
    if set_code is None:
        example = next((code for code in ("KLD", "ZNR", "LTR") if code in many.sets), codes[0])
        raise DataError(source, many.base, f"a file of {len(codes)} sets (MTGJSON's AllSets or AllPrintings): name one "
                        f"with --set, such as --set {example}; 'cardlaw pool sets {source}' lists them")
    code = _code_of_many(many, set_code, source)
    return _mtgjson_set(many.sets[code], source, _join(many.base, code), named_faces=not many.base)


def _code_of_many(many: _ManySets, set_code: str, source: str) -> str:
    """The code of the file's set ``set_code`` names (see `_find_code`); an unknown code is a `DataError`."""
    codes = list(many.sets)
    code = _find_code(codes, set_code)
    if code is None:
        hint = did_you_mean(set_code, codes)
        extra = f"; did you mean {hint!r}?" if hint else f"; 'cardlaw pool sets {source}' lists them"
        raise DataError(source, many.base, f"no set {set_code!r} among its {len(codes)} sets{extra}")
    return code


def _find_code(codes: list[str], wanted: str) -> str | None:
    """The code as the file spells it: exactly, or else the one code equal to it without case."""
    if wanted in codes:
        return wanted
    folded = [code for code in codes if code.casefold() == wanted.strip().casefold()]
    return folded[0] if len(folded) == 1 else None


def _check_single_set(doc: Any, set_code: str, source: str) -> None:
    """A set code given with a file of one set must be that set's."""
    data = doc.get("data") if isinstance(doc, dict) and isinstance(doc.get("data"), dict) else doc
    code = data.get("code") if isinstance(data, dict) and "cards" in data else None
    if not isinstance(code, str):
        raise DataError(source, "", f"--set {set_code}: this is no MTGJSON file of many sets, so there is no set to pick; "
                        "drop --set")
    if _find_code([code], set_code) is None:
        raise DataError(source, "", f"--set {set_code}: this file holds the one set {code!r}; drop --set or name that set")


def sets_of(path: PathLike, codes: Sequence[str] = ()) -> list[SetOfFile]:
    """Every set of a card file in file order, or the sets named in ``codes`` in that order; each
    read as `load_cards` would read it alone.

    A file of many sets gives each of them; any other card file gives its one set. A set
    whose cards cannot be read carries the error instead of stopping the others.
    """
    source = str(path)
    doc = _read_json(path)
    many = _many_sets(doc)
    if many is None:
        for code in codes:
            _check_single_set(doc, code, source)
        cards = load_cards(path)
        data = doc.get("data") if isinstance(doc, dict) and isinstance(doc.get("data"), dict) else doc
        info = data if isinstance(data, dict) and "cards" in data else {}
        # A Scryfall list or a card list of one's own names no set; its cards may, all the same one.
        shared = {card.set_code for card in cards}
        code = shared.pop() if len(shared) == 1 else ""
        return [_set_of_file(info, cards, code if not isinstance(info.get("code"), str) else "")] * (len(codes) or 1)
    chosen = [_code_of_many(many, code, source) for code in codes] or list(many.sets)
    found = []
    for code in chosen:
        data = many.sets[code]
        try:
            cards = _mtgjson_set(data, source, _join(many.base, code), named_faces=not many.base)
        except DataError as error:
            found.append(_set_of_file(data, None, code, str(error)))
        else:
            found.append(_set_of_file(data, cards, code))
    return found


def _set_of_file(data: dict[str, Any], cards: CardList | None, code: str = "", error: str = "") -> SetOfFile:
    def text(key: str) -> str:
        value = data.get(key)
        return value if isinstance(value, str) else ""

    booster = data.get("booster")
    return SetOfFile(code or text("code"), text("name"), text("type"), bool(booster), cards, error)


def _is_old_mtgjson(doc: dict[str, Any]) -> bool:
    """An MTGJSON set file of version 3 or 4: the set object at the top, with its code beside its cards."""
    return "cards" in doc and "data" not in doc and isinstance(doc.get("code"), str)


def _playable(card: Card, path: str) -> Card:
    """``card`` if the type-line reader knows its type line; else `_Odd`, so the card is set aside."""
    from ..typeline import one_line, parse_typeline

    try:
        parse_typeline(card.type_line)
    except SourceError as error:
        raise _Odd(path, f"type line {card.type_line!r}: {one_line(error)}", f"type line: {error.problem}") from None
    return card


# --- reading and checking fields ---------------------------------------------------------


def _read_json(path: PathLike) -> Any:
    source = str(path)
    try:
        text = read_text_limited(path, "utf-8-sig")
    except FileNotFoundError:
        raise DataError(source, "", "no such file") from None
    except UnicodeDecodeError as exc:
        raise DataError(source, "", f"not UTF-8 text (byte {exc.start})") from None
    except OSError as exc:
        raise DataError(source, "", f"cannot read the file: {exc.strerror or exc}") from None
    try:
        return loads_limited(text)
    except json.JSONDecodeError as exc:
        raise DataError(source, "", f"not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}") from None


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


_JSON_KINDS: dict[type, str] = {
    bool: "true/false", int: "a number", float: "a number", str: "a string", list: "a list", dict: "an object"
}


def _type_name(value: Any) -> str:
    if value is None:
        return "null"
    return _JSON_KINDS.get(type(value), type(value).__name__)


def _object(value: Any, source: str, path: str, what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise DataError(source, path, f"{what} must be an object, not {_type_name(value)}")
    return value


def _list(value: Any, source: str, path: str) -> list[Any]:
    if not isinstance(value, list):
        raise DataError(source, path, f"must be a list, not {_type_name(value)}")
    return value


def _text(data: dict[str, Any], key: str, source: str, path: str) -> str:
    if key not in data:
        raise DataError(source, _join(path, key), "missing")
    value = data[key]
    if not isinstance(value, str):
        raise DataError(source, _join(path, key), f"must be a string, not {_type_name(value)}")
    if not value.strip():
        raise DataError(source, _join(path, key), "must not be empty")
    return value.strip()


def _optional_text(data: dict[str, Any], key: str, source: str, path: str, default: str = "") -> str:
    if data.get(key) is None:
        return default
    return _text(data, key, source, path)


def _printed(data: dict[str, Any], key: str, source: str, path: str) -> str | None:
    """A printed toughness or loyalty, or None when the card has none.

    A value that is not text is a fault of the file (`DataError`); text that is no printed
    number the grid reads (a die roll, ``1d4+1``) is the card's oddity (`_Odd`).
    """
    value = data.get(key)
    if value is None:
        return None
    # Some exports write plain numbers; they mean the same printed value.
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    if not isinstance(value, str):
        raise DataError(source, _join(path, key), f"must be a printed number such as '3', '*' or '1+*', not {_type_name(value)}")
    if not _PRINTED.match(value.strip()):
        raise _Odd(_join(path, key), f"{key} {value!r} is not a number the grid can read (GR-22)",
                   f"a {key} that is no number (GR-22)")
    return value.strip()


def _merge_types(type_lines: list[str]) -> str:
    """One type line holding every part's types, as a split card has outside the stack."""
    heads: list[str] = []
    subtypes: list[str] = []
    for line in type_lines:
        head, _, tail = line.partition("—")
        heads += [w for w in head.split() if w not in heads]
        subtypes += [w for w in tail.split() if w not in subtypes]
    return " ".join(heads) + (f" — {' '.join(subtypes)}" if subtypes else "")


def _is_not_a_card(layout: Any, type_line: Any) -> bool:
    """Whether a layout or type line is a token's, an emblem's or an art card's: no card of the set at all."""
    if isinstance(layout, str) and layout.strip().casefold() in _DROPPED:
        return True
    if isinstance(type_line, str):
        head = type_line.partition("//")[0].replace("—", " ").replace("–", " ").split()
        return any(word.casefold() in _NOT_CARD_TYPES for word in head)
    return False


def _other_format(layout: Any, path: str) -> _Odd | None:
    """Why a sheet of another format (a plane, a scheme, ...) is set aside, or None for any other layout."""
    what = _OTHER_FORMATS.get(layout.strip().casefold()) if isinstance(layout, str) else None
    if what is None:
        return None
    problem = f"{what} (layout {layout.strip()!r}), not a playing card with the Magic back: G-SET-3 keeps it out of the pool"
    return _Odd(path, problem, f"{what.partition(' ')[2]} (another format)")


# --- MTGJSON -----------------------------------------------------------------------------


@frozen
class _Entry:
    """One MTGJSON card entry: a whole card, or one side of a card listed once per side."""

    index: int
    path: str
    name: str
    face_name: str
    type_line: str
    toughness: str | None
    loyalty: str | None
    set_code: str
    layout: str
    side: str
    odd: _Odd | None  # why the card cannot be played, if it cannot
    # How many entries, one after another, make up this card when it is printed across
    # several sheets (UGL's B.F.M., its name listed twice in `names`); 1 for any other.
    sheets: int = 1


def _from_mtgjson(doc: Any, source: str) -> CardList:
    top = _object(doc, source, "", "an MTGJSON file")
    if _is_old_mtgjson(top):
        return _mtgjson_set(top, source, "", named_faces=True)  # versions 3 and 4: the set object is the file
    if "data" not in top:
        problem = "missing; an MTGJSON set file keeps the set under 'data' (version 5) or is the set object, with its 'code' and 'cards' (versions 3 and 4)"
        raise DataError(source, "data", problem)
    data = _object(top["data"], source, "data", "'data'")
    if "cards" not in data and _many_sets(top) is not None:
        raise DataError(source, "data.cards", "missing (this looks like AllPrintings; name one set with --set)")
    return _mtgjson_set(data, source, "data", named_faces=False)


def _mtgjson_set(data: Any, source: str, base: str, *, named_faces: bool) -> CardList:
    """The cards of one MTGJSON set object at JSON path ``base``; ``named_faces`` for versions 3 and 4."""
    data = _object(data, source, base, "a set")
    cards_path = _join(base, "cards")
    if "cards" not in data:
        raise DataError(source, cards_path, "missing")
    set_code = _optional_text(data, "code", source, base).upper()
    entries: list[_Entry] = []
    found: list[tuple[int, Card | SetAside]] = []
    for i, card in enumerate(_list(data["cards"], source, cards_path)):
        path = f"{cards_path}[{i}]"
        other = _other_format(_object(card, source, path, "a card").get("layout"), path)
        if other is not None:
            found.append((i, SetAside(_text(card, "name", source, path), path, other.problem, other.reason)))
        elif not _mtgjson_not_a_card(card, source, path):
            entries.append(_mtgjson_entry(path, i, card, source, set_code, named_faces=named_faces))
    found += _mtgjson_cards(entries, source)
    found.sort(key=lambda pair: pair[0])
    return CardList(
        (card for _, card in found if isinstance(card, Card)), (card for _, card in found if isinstance(card, SetAside))
    )


def _mtgjson_not_a_card(card: Any, source: str, path: str) -> bool:
    card = _object(card, source, path, "a card")
    if card.get("isToken") is True:
        return True
    kinds = [*(card.get("types") or []), *(card.get("supertypes") or [])]
    if any(isinstance(kind, str) and kind.casefold() in _NOT_CARD_TYPES for kind in kinds):
        return True
    return _is_not_a_card(card.get("layout"), card.get("type"))


def _mtgjson_entry(path: str, index: int, card: Any, source: str, set_code: str, *, named_faces: bool) -> _Entry:
    card = _object(card, source, path, "a card")
    name = _text(card, "name", source, path)
    side = _optional_text(card, "side", source, path)
    face_name = _optional_text(card, "faceName", source, path, name)
    layout = _optional_text(card, "layout", source, path, "normal")
    sheets = 1
    if named_faces:
        name, face_name, side, sheets = _named_faces(card, name, side, layout, source, path)
    odd: _Odd | None = None
    printed: dict[str, str | None] = {"toughness": None, "loyalty": None}
    for key in printed:
        try:
            printed[key] = _printed(card, key, source, path)
        except _Odd as why:
            odd = odd or why
    return _Entry(
        index=index,
        path=path,
        name=name,
        face_name=face_name,
        type_line=_text(card, "type", source, path),
        toughness=printed["toughness"],
        loyalty=printed["loyalty"],
        set_code=_optional_text(card, "setCode", source, path, set_code).upper(),
        layout=layout,
        side=side,
        odd=odd,
        sheets=sheets,
    )


def _named_faces(
    card: dict[str, Any], name: str, side: str, layout: str, source: str, path: str
) -> tuple[str, str, str, int]:
    """(name, face name, side, sheets) of an entry of MTGJSON 3 or 4, in the terms of version 5.

    Those versions give each entry the name of its own face and list every face of the
    card in ``names``; version 5 names the whole card ``A // B`` and tells the face apart
    by ``faceName`` and ``side``. A meld card's two fronts each become ``front // back``,
    and the melded back keeps its name, as version 5 has them. A name listed more than
    once is a card printed across that many sheets, each with its own entry (B.F.M.).
    """
    names = card.get("names")
    if names is None or "//" in name:
        return name, name, side, 1
    names = _list(names, source, _join(path, "names"))
    if len(names) < 2 or not all(isinstance(n, str) and n.strip() for n in names) or name not in names:
        raise DataError(source, _join(path, "names"), "must list the card's faces by name, this one among them")
    if names.count(name) > 1:
        return name, name, side, names.count(name)
    if layout == "meld" and len(names) == 3:
        if name == names[2]:
            return name, name, side or "b", 1
        return f"{name} // {names[2]}", name, side or "a", 1
    return " // ".join(names), name, side or "abcdefgh"[min(names.index(name), 7)], 1


def _mtgjson_cards(entries: list[_Entry], source: str) -> Iterator[tuple[int, Card | SetAside]]:
    """Yield (position, card): whole cards as they are, one card per set of sides, and the cards set aside."""
    # A name can be printed several times (showcase frames); MTGJSON lists each printing's
    # sides in order, so the k-th side "a" goes with the k-th side "b" of that name.
    sides: dict[str, dict[str, list[_Entry]]] = {}
    by_face: dict[str, list[_Entry]] = {}
    spread: dict[str, list[_Entry]] = {}
    for entry in entries:
        if entry.sheets > 1:
            spread.setdefault(entry.name, []).append(entry)
            continue
        if not entry.side:
            if entry.layout not in _ONE_SHEET and "//" in entry.name:
                problem = f"missing; a {entry.layout} card is listed once per side"
                raise DataError(source, _join(entry.path, "side"), problem)
            card = Card(entry.name, entry.type_line, entry.toughness, entry.loyalty, entry.set_code)
            yield entry.index, _kept(card, entry)
            continue
        sides.setdefault(entry.name, {}).setdefault(entry.side, []).append(entry)
        if entry.side != "a":
            by_face.setdefault(entry.face_name, []).append(entry)
    yield from _spread_cards(spread)
    used: set[int] = set()
    for name, by_side in sides.items():
        # No side "a": a meld back listed under its own name, claimed by its fronts;
        # anything else left unclaimed is reported below.
        for k, front in enumerate(by_side.get("a", ())):
            rest = [group[min(k, len(group) - 1)] for side, group in sorted(by_side.items()) if side != "a"]
            if front.layout in _ONE_SHEET:
                parts = [front, *rest]
                used.update(e.index for e in parts)
                merged = front.layout in _MERGED_TYPES
                type_line = _merge_types([e.type_line for e in parts]) if merged else front.type_line
                yield front.index, _kept(Card(name, type_line, front.toughness, front.loyalty, front.set_code), *parts)
                continue
            if not rest:
                # Meld: the back is half of a card listed apart under the melded name.
                back_name = name.partition("//")[2].strip()
                rest = by_face.get(back_name, [])[:1]
            if not rest:
                # A promotional set may list only the face it printed: without its back the
                # card cannot be told (G-SET-3 and GR-12 both need it), so it is set aside.
                back_name = name.partition("//")[2].strip()
                problem = f"a double-faced card ({front.layout}) whose back {back_name!r} is not in the file"
                used.add(front.index)
                yield front.index, SetAside(name, front.path, problem, _LONE_FACE)
                continue
            back = rest[0]
            used.update((front.index, back.index))
            card = Card(name, f"{front.type_line} // {back.type_line}", front.toughness, front.loyalty, front.set_code)
            yield front.index, _kept(card, front, back)
    for entry in entries:
        if entry.side and entry.side != "a" and entry.index not in used and entry.layout != "meld":
            problem = f"side {entry.side!r} of a double-faced card ({entry.layout}) whose front is not in the file"
            yield entry.index, SetAside(entry.name, entry.path, problem, _LONE_FACE)


def _spread_cards(spread: dict[str, list[_Entry]]) -> Iterator[tuple[int, SetAside]]:
    """The cards printed across several sheets, each set aside: a square of the grid holds one sheet.

    Their entries come in order, so each run of as many entries as the card has sheets is one card.
    """
    for name, group in spread.items():
        for start in range(0, len(group), group[0].sheets):
            parts = group[start:start + group[0].sheets]
            type_line = " ".join(part.type_line for part in parts)
            where = ", ".join(part.path for part in parts)
            problem = (f"one card printed across {group[0].sheets} sheets ({where}), its type line running over them "
                       f"({type_line!r}); a square of the grid holds one sheet")
            yield parts[0].index, SetAside(name, parts[0].path, problem, "one card printed across several sheets")


def _kept(card: Card, first: _Entry, *others: _Entry) -> Card | SetAside:
    """The card, or what sets it aside: an odd number on one of its entries, or a type line the reader refuses."""
    odd = next((entry.odd for entry in (first, *others) if entry.odd is not None), None)
    try:
        if odd is not None:
            raise odd
        return _playable(card, first.path)
    except _Odd as why:
        return SetAside(card.name, why.path, why.problem, why.reason)


# --- Scryfall ----------------------------------------------------------------------------


def _from_scryfall(doc: Any, source: str) -> CardList:
    if isinstance(doc, list):
        items, paths = doc, [f"[{i}]" for i in range(len(doc))]
    elif isinstance(doc, dict) and doc.get("object") == "list":
        items = _list(doc.get("data"), source, "data")
        paths = [f"data[{i}]" for i in range(len(items))]
    elif isinstance(doc, dict):
        items, paths = [doc], [""]
    else:
        problem = f"Scryfall JSON must be a card, a list of cards or a list object, not {_type_name(doc)}"
        raise DataError(source, "", problem)
    cards = CardList()
    for item, path in zip(items, paths, strict=True):
        try:
            card = _scryfall_card(item, source, path)
            if card is not None:
                cards.append(_playable(card, path or "(top level)"))
        except _Odd as why:
            name = item.get("name") if isinstance(item, dict) else None
            cards.set_aside.append(SetAside(str(name), why.path or "(top level)", why.problem, why.reason))
    return cards


def _scryfall_card(card: Any, source: str, path: str) -> Card | None:
    """The card, or None for what is no playing card of its own.

    That is a meld result (the backs of two cards), and a token, emblem or art card (see
    `load_cards`); a sheet of another format is `_Odd`, so that it is set aside with a note.
    """
    card = _object(card, source, path, "a card")
    kind = card.get("object", "card")
    if kind != "card":
        raise DataError(source, _join(path, "object"), f"expected a 'card' object, not {kind!r}")
    name = _text(card, "name", source, path)
    layout = _optional_text(card, "layout", source, path, "normal")
    faces = card.get("card_faces")
    front_type = faces[0].get("type_line") if isinstance(faces, list) and faces and isinstance(faces[0], dict) else None
    other = _other_format(layout, path)
    if other is not None:
        raise other
    if _is_not_a_card(layout, card.get("type_line", front_type)):
        return None
    set_code = _optional_text(card, "set", source, path).upper()
    if "card_faces" in card:
        faces_path = _join(path, "card_faces")
        faces = _list(card["card_faces"], source, faces_path)
        if len(faces) < 2:
            raise DataError(source, faces_path, "a card with card_faces needs at least two faces")
        checked = [_object(face, source, f"{faces_path}[{i}]", "a card face") for i, face in enumerate(faces)]
        types = [_text(face, "type_line", source, f"{faces_path}[{i}]") for i, face in enumerate(checked)]
        front, front_path = checked[0], f"{faces_path}[0]"
        # Faces carry their own numbers; a few one-sheet cards keep them at the top.
        toughness = _printed(front, "toughness", source, front_path) or _printed(card, "toughness", source, path)
        loyalty = _printed(front, "loyalty", source, front_path) or _printed(card, "loyalty", source, path)
        if _two_sided(card, layout):
            type_line = f"{types[0]} // {types[1]}"
        elif layout in _MERGED_TYPES:
            type_line = _merge_types(types)
        else:
            type_line = types[0]
        return Card(name, type_line, toughness, loyalty, set_code)
    type_line = _text(card, "type_line", source, path)
    toughness = _printed(card, "toughness", source, path)
    loyalty = _printed(card, "loyalty", source, path)
    if layout == "meld":
        result = _meld_result(card, source, path)
        if result[0] == name:
            return None
        return Card(f"{name} // {result[0]}", f"{type_line} // {result[1]}", toughness, loyalty, set_code)
    return Card(name, type_line, toughness, loyalty, set_code)


def _two_sided(card: dict[str, Any], layout: str) -> bool:
    if layout in _TWO_SIDED:
        return True
    if layout in _ONE_SHEET:
        return False
    # A layout newer than this code: Scryfall gives each side its own image only when
    # the faces are on different sides of the sheet.
    return "image_uris" not in card


def _meld_result(card: dict[str, Any], source: str, path: str) -> tuple[str, str]:
    parts_path = _join(path, "all_parts")
    if "all_parts" not in card:
        raise DataError(source, parts_path, "missing; a meld card names its melded result there")
    for i, part in enumerate(_list(card["all_parts"], source, parts_path)):
        part_path = f"{parts_path}[{i}]"
        part = _object(part, source, part_path, "a related card")
        if part.get("component") == "meld_result":
            return _text(part, "name", source, part_path), _text(part, "type_line", source, part_path)
    raise DataError(source, parts_path, "has no part with component 'meld_result'")


# --- cardlaw's own list ------------------------------------------------------------------


def _from_cardlaw(doc: Any, source: str) -> CardList:
    if isinstance(doc, dict):
        for key in doc:
            if key != "cards":
                raise DataError(source, key, "unknown field (a card list file holds only 'cards')")
        items, base = _list(doc["cards"], source, "cards"), "cards"
    else:
        items, base = _list(doc, source, ""), ""
    return CardList(Card.from_json(item, source=source, path=f"{base}[{i}]") for i, item in enumerate(items))
