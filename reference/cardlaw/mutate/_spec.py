"""Rule-set mutants: systematic wrong versions of the formal blocks in spec/.

Each mutant is one small change to the text of one statement (or two rules exchanged in
rulebook order), made on the text the loaders read: the files on disk are never touched.
The operators follow the shape of the two languages (spec/grid/language.md for `rules`
blocks, grammar/landfight.lark for `landfight` blocks): drop a statement, a clause's
effect or an alternative; swap attacker and defender; flip a comparison or a bound;
change a number, a phase, a size, a kind, a default; reverse an override; exchange the
precedence of two rules.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from ..rulebook import Block, Rulebook
from ._model import Family, Mutant, SpecEdit

LANGUAGE_OF: dict[str, Family] = {"rules": "grid", "landfight": "landfight"}

_TOKEN = re.compile(
    r"(?P<comment>#[^\n]*)"
    r"|(?P<id>[A-Z]{1,4}(?:-[A-Z]{1,4})?-\d{1,3})\b"
    r"|(?P<str>\"[^\"\n]*\")"
    r"|(?P<int>\d+)"
    r"|(?P<word>[A-Za-z][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*)"
    r"|(?P<punct>[():,|/])"
)


@dataclass(frozen=True, slots=True)
class Token:
    kind: str
    text: str
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Statement:
    """One statement of a block: its tokens (spans in the block's text) and where it starts."""

    tokens: tuple[Token, ...]
    start: int
    end: int  # up to the next statement, so dropping it leaves the text well formed

    def words(self) -> list[str]:
        return [t.text for t in self.tokens]


Edit = tuple[int, int, str]  # replace text[start:end] with the string


def tokens_of(text: str) -> list[Token]:
    found = []
    for match in _TOKEN.finditer(text):
        kind = match.lastgroup or ""
        if kind == "comment":
            continue
        found.append(Token(kind, match.group(0), match.start(), match.end()))
    return found


def statements_of(text: str, rule: str) -> list[Statement]:
    """Split a block's text at every occurrence of its own rule ID (the language's statement marker)."""
    tokens = tokens_of(text)
    starts = [i for i, t in enumerate(tokens) if t.kind == "id" and t.text == rule]
    out = []
    for n, first in enumerate(starts):
        last = starts[n + 1] if n + 1 < len(starts) else len(tokens)
        end = tokens[last].start if last < len(tokens) else len(text)
        out.append(Statement(tuple(tokens[first:last]), tokens[first].start, end))
    return out


def _apply(text: str, edits: Sequence[Edit]) -> str:
    for start, end, new in sorted(edits, reverse=True):
        text = text[:start] + new + text[end:]
    return text


def _flat(text: str) -> str:
    text = re.sub(r"#[^\n]*", "", text)
    return " ".join(text.split())


# -- what a statement can be changed into ---------------------------------------------------------


@dataclass
class _Context:
    """What the operators need to know of the whole language: declared options and categories."""

    options: dict[str, list[str]]  # option name -> its values as written
    categories: list[str]


def _replace(tok: Token, new: str) -> list[Edit]:
    return [(tok.start, tok.end, new)]


def _span(tokens: Sequence[Token], i: int, j: int, new: str) -> list[Edit]:
    """Replace tokens i..j (inclusive) and the text between them."""
    return [(tokens[i].start, tokens[j].end, new)]


def _drop_each(toks: Sequence[Token], ranges: Sequence[tuple[int, int]]) -> Iterator[tuple[int, list[Edit]]]:
    """For each item of a list (token ranges joined by a word such as `or`, `,` or `|`), the edit that
    removes it with one joining word: the first with the word after it, any other with the one before."""
    if len(ranges) < 2:
        return
    for n, (a, b) in enumerate(ranges):
        if n == 0:
            yield n, [(toks[a].start, toks[ranges[1][0]].start, "")]
        else:
            yield n, [(toks[ranges[n - 1][1]].end, toks[b].end, "")]


def _number_changes(tok: Token) -> Iterator[tuple[str, list[Edit]]]:
    value = int(tok.text)
    yield "number", _replace(tok, str(value + 1))
    if value > 0:
        yield "number", _replace(tok, str(value - 1))


_SIDE = {"attacker": "defender", "defender": "attacker"}


def _catset_end(tokens: Sequence[Token], i: int) -> int:
    """The last token of the category set starting at ``i`` (names joined by `/`)."""
    j = i
    while j + 2 < len(tokens) and tokens[j + 1].text == "/" and tokens[j + 2].kind == "word":
        j += 2
    return j


def _catset_start(tokens: Sequence[Token], j: int) -> int:
    i = j
    while i - 2 >= 0 and tokens[i - 1].text == "/" and tokens[i - 2].kind == "word":
        i -= 2
    return i


def _grid_changes(st: Statement, ctx: _Context) -> Iterator[tuple[str, list[Edit]]]:
    toks = st.tokens
    words = st.words()
    what = words[1] if len(words) > 1 else ""
    if what in ("packs", "lands", "deal", "grid"):
        for tok in toks[1:]:
            if tok.kind == "int":
                yield from _number_changes(tok)
            if tok.kind == "str":
                yield "set", _replace(tok, '"ZNR"' if tok.text != '"ZNR"' else '"LTR"')
        return
    if what == "option":
        yield from _option_changes(toks)
        return
    if what == "combine":
        yield "precedence", _replace(toks[2], "first" if toks[2].text == "all" else "all")
        return
    if len(toks) == 4 and toks[2].text == "overrides":
        yield "precedence", [(toks[1].start, toks[1].end, toks[3].text), (toks[3].start, toks[3].end, toks[1].text)]
        return
    if what in ("category", "remove", "given"):
        yield from _predicate_changes(toks, ctx)
        return
    if what == "clause":
        yield from _clause_changes(toks, ctx)


def _option_changes(toks: Sequence[Token]) -> Iterator[tuple[str, list[Edit]]]:
    words = [t.text for t in toks]
    at = words.index("default")
    default = toks[at + 1]
    values = [t for t in toks[4:at] if t.text != "|"]
    listed = [t.text for t in values if t.kind in ("word", "int") and t.text not in ("number", "from")]
    numeric = "number" in words[:at]
    for value in listed:
        if value != default.text:
            yield "default", _replace(default, value)
    if numeric and default.kind == "int":
        yield from (("default", e) for _, e in _number_changes(default))
    # Drop one choice (never the default): a value a scenario selects is then refused.
    choices = [(4 + i, 4 + j) for i, j in _choices(toks[4:at])]
    for n, edit in _drop_each(toks, choices):
        i, j = choices[n]
        if " ".join(t.text for t in toks[i:j + 1]) != default.text:
            yield "drop-value", edit
    for i, tok in enumerate(toks[4:at]):
        if tok.kind == "int":
            yield from (("number", e) for _, e in _number_changes(tok))


def _choices(toks: Sequence[Token]) -> list[tuple[int, int]]:
    """The token ranges of an option's choices, split at `|`."""
    out: list[tuple[int, int]] = []
    begin = 0
    for i, tok in enumerate(toks):
        if tok.text == "|":
            out.append((begin, i - 1))
            begin = i + 1
    out.append((begin, len(toks) - 1))
    return out


_ATOMS = ("type", "supertype", "subtype", "double-faced", "option")


def _predicate_changes(toks: Sequence[Token], ctx: _Context) -> Iterator[tuple[str, list[Edit]]]:
    colon = next(i for i, t in enumerate(toks) if t.text == ":")
    for i in range(colon + 1, len(toks)):
        tok = toks[i]
        if tok.text == "and":
            yield "and-or", _replace(tok, "or")
        elif tok.text == "or":
            yield "and-or", _replace(tok, "and")
        elif tok.text == "not":
            yield "drop-not", [(tok.start, toks[i + 1].start, "")]
        if tok.text in _ATOMS and toks[i - 1].text != "not":  # `not not X` would only repeat drop-not
            yield "negate", [(tok.start, tok.start, "not ")]
        if tok.text == "option" and i + 3 < len(toks) and toks[i + 2].text == "is":
            name, value = toks[i + 1].text, toks[i + 3]
            for other in ctx.options.get(name, []):
                if other != value.text:
                    yield "option-value", _replace(value, other)


def _clause_changes(toks: Sequence[Token], ctx: _Context) -> Iterator[tuple[str, list[Edit]]]:
    colon = next(i for i, t in enumerate(toks) if t.text == ":")
    # -- the condition
    i = 3
    while i < colon:
        tok = toks[i]
        if tok.text in ("both", "either"):
            yield "condition", _replace(tok, "either" if tok.text == "both" else "both")
        if tok.text in _SIDE:
            yield "swap-side", _replace(tok, _SIDE[tok.text])
        if tok.text == "one":
            other = next(k for k in range(i, colon) if toks[k].text == "other")
            yield "condition", [(tok.start, tok.end, "attacker"), (toks[other - 1].start, toks[other].end, "and defender")]
        if tok.kind == "word" and i + 1 < colon and toks[i + 1].text == "/" or (
            tok.kind == "word" and toks[i - 1].text == "/"
        ):
            # Drop one name of a category set.
            if i + 1 < colon and toks[i + 1].text == "/":
                yield "catset", [(tok.start, toks[i + 2].start, "")]
            else:
                yield "catset", [(toks[i - 1].start, tok.end, "")]
        i += 1
    # -- the effects, separated by commas (a contest's own comma does not start an effect)
    effects: list[tuple[int, int]] = []
    begin = colon + 1
    k = begin
    while k < len(toks):
        if toks[k].text == "," and not (toks[k - 1].text == "wins" and k + 1 < len(toks) and toks[k + 1].text in _SIDE):
            effects.append((begin, k - 1))
            begin = k + 1
        k += 1
    effects.append((begin, len(toks) - 1))
    for _, edit in _drop_each(toks, effects):
        yield "drop-effect", edit
    for a, b in effects:
        yield from _effect_changes(toks, a, b, ctx)


_SIDES_OF = ("attacker", "defender", "both")


def _effect_changes(toks: Sequence[Token], a: int, b: int, ctx: _Context) -> Iterator[tuple[str, list[Edit]]]:
    words = [t.text for t in toks[a:b + 1]]
    if words[0] == "discard" or words[:3] == ["extra", "turn", "for"]:
        at = a + 1 if words[0] == "discard" else a + 3
        current = " ".join(t.text for t in toks[at:b + 1])
        for other in _SIDES_OF:
            if other != current:
                yield "outcome", _span(toks, at, b, other)
        return
    if words[0] == "higher":
        wins = a + words.index("wins")
        measure = " ".join(t.text for t in toks[a + 1:wins])
        for other in ("toughness", "loyalty", "loyalty or toughness", "toughness or loyalty"):
            if other != measure:
                yield "comparison", _span(toks, a + 1, wins - 1, other)
        tie = toks[b - 2]
        yield "swap-side", _replace(tie, _SIDE[tie.text])
        # A contest replaced by the plainest outcome: both cards go.
        yield "outcome", _span(toks, a, b, "discard both")
        return
    if "beats" in words:
        at = a + words.index("beats")
        left = " ".join(t.text for t in toks[a:at])
        right = " ".join(t.text for t in toks[at + 1:b + 1])
        yield "outcome", _span(toks, a, b, f"{right} beats {left}")
        yield "outcome", _span(toks, a, b, "discard both")
        return
    if words[:3] == ["owner", "of", "each"]:
        for other in ctx.categories:
            if other != words[3]:
                yield "outcome", _replace(toks[a + 3], other)
        return
    if words[1:] == ["wins", "the", "game"]:
        yield "swap-side", _replace(toks[a], _SIDE[words[0]])


# -- Landfight ---------------------------------------------------------------------------------------

_PHASES = ("draw", "boost", "battle", "end")
_MOMENTS = ("main", "closing", "battle", "response")
_KIND_NEXT = {"Creature": "Mutated", "Mutated": "Creature", "Boost": "Continuous", "Continuous": "Boost",
              "Interrupt": "Boost", "Attachment": "Boost", "Land": "Creature"}
_SIZES = ("S", "M", "L")


def _landfight_changes(st: Statement, ctx: _Context) -> Iterator[tuple[str, list[Edit]]]:
    toks = st.tokens
    words = st.words()
    guard = next((i for i, w in enumerate(words) if w in ("if", "unless") and i > 1), len(words))
    body, body_words = toks[:guard], words[:guard]
    if guard < len(words):
        yield "guard", _replace(toks[guard], "unless" if words[guard] == "if" else "if")
        name, value = words[guard + 2], toks[guard + 4]
        for other in ctx.options.get(name, []):
            if other != value.text:
                yield "option-value", _replace(value, other)
    what = body_words[1]
    if what == "option":
        at = body_words.index("default")
        default = body[at + 1]
        values = [t for t in body[4:at] if t.text != "|"]
        for value in values:
            if value.text != default.text:
                yield "default", _replace(default, value.text)
        return
    for i, tok in enumerate(body):
        if tok.kind == "int":
            yield from _number_changes(tok)
    if what in ("deck", "side"):
        yield from _bound_changes(body)
        for i, tok in enumerate(body):
            if tok.text == "kind" and i + 1 < len(body):
                yield "selector", _replace(body[i + 1], _KIND_NEXT[body[i + 1].text])
            if tok.text == "size" and i + 1 < len(body) and body[i + 1].text in _SIZES:
                yield "selector", _replace(body[i + 1], "M" if body[i + 1].text != "M" else "S")
            if tok.text == "except":
                yield "drop-clause", [(body[i - 1].end, body[-1].end, "")]
        if body_words[2:4] == ["deck", "counts"]:
            ids = [i for i, t in enumerate(body) if t.kind == "id" and i > 0]
            if len(ids) > 1:
                yield "drop-clause", [(body[ids[0]].end, body[ids[1]].end, "")]
                yield "drop-clause", [(body[ids[0]].start, body[ids[1]].start, "")]
        return
    if what == "battle":
        yield from _battle_changes(body)
        return
    if what == "may":
        yield from _permission_changes(body)
        return
    if what in ("size", "mutated"):
        yield from _cost_changes(body, what)
        return
    for i, tok in enumerate(body):
        if tok.text in _PHASES and body[i - 1].text in ("phase", "then"):
            for other in _PHASES:
                if other != tok.text:
                    yield "phase", _replace(tok, other)
        if tok.text in _SIZES and body[i - 1].text == "size":
            for other in _SIZES:
                if other != tok.text:
                    yield "selector", _replace(tok, other)
    if body_words[1:4] == ["player", "loses", "when"]:
        if body_words[4:6] == ["draw", "phase"]:
            yield "scope", _span(body, 4, 5, "any")
        elif body_words[4] == "any":
            yield "scope", _replace(body[4], "draw phase")


def _bound_changes(body: Sequence[Token]) -> Iterator[tuple[str, list[Edit]]]:
    words = [t.text for t in body]
    for i, w in enumerate(words):
        if w == "exactly":
            yield "bound", _replace(body[i], "at most")
            yield "bound", _replace(body[i], "at least")
        elif w == "at" and i + 1 < len(words) and words[i + 1] in ("most", "least"):
            for other in ("exactly", "at least" if words[i + 1] == "most" else "at most"):
                yield "bound", _span(body, i, i + 1, other)


def _battle_changes(body: Sequence[Token]) -> Iterator[tuple[str, list[Edit]]]:
    comparison = body[2]
    for other in ("greater", "equal", "less"):
        if other != comparison.text:
            yield "comparison", _replace(comparison, other)
    victims = [t for t in body[4:] if t.text in _SIDE]
    for tok in victims:
        yield "swap-side", _replace(tok, _SIDE[tok.text])
    if len(victims) == 2:
        yield "outcome", _span(body, 4, len(body) - 1, "attacker")
        yield "outcome", _span(body, 4, len(body) - 1, "defender")
    else:
        yield "outcome", _span(body, 4, len(body) - 1, "attacker and defender")


def _permission_changes(body: Sequence[Token]) -> Iterator[tuple[str, list[Edit]]]:
    words = [t.text for t in body]
    if words[2] == "play":
        yield "kind", _replace(body[3], _KIND_NEXT[words[3]])
    elif words[2:4] == ["activate", "abilities"]:
        yield "act", _replace(body[3], "land opt abilities")
    elif words[2:5] == ["activate", "land", "opt"]:
        yield "act", _span(body, 3, 5, "abilities")
    by = words.index("by")
    yield "swap-side", _span(body, by + 1, by + 2, "either player" if words[by + 1] == "turn" else "turn player")
    at_in = words.index("in")
    phase_word = words.index("phase", at_in)
    if words[at_in + 1] == "any":
        yield "phase", _span(body, at_in + 1, phase_word, "boost phase")
    else:
        yield "phase", _span(body, at_in + 1, phase_word, "any phase")
        for i in range(at_in + 1, phase_word):
            if words[i] in _PHASES:
                for other in _PHASES:
                    if other != words[i]:
                        yield "phase", _replace(body[i], other)
    at = words.index("at", phase_word)
    moments = [i for i in range(at + 1, len(words)) if words[i] in _MOMENTS]
    for _, edit in _drop_each(body, [(i, i) for i in moments]):
        yield "moment", edit
    for other in _MOMENTS:
        if other not in [words[i] for i in moments]:
            yield "moment", [(body[moments[-1]].end, body[moments[-1]].end, f" or {other}")]


def _cost_changes(body: Sequence[Token], what: str) -> Iterator[tuple[str, list[Edit]]]:
    words = [t.text for t in body]
    first = words.index("costs") + 1
    if what == "size":
        for other in _SIZES:
            if other != words[2]:
                yield "selector", _replace(body[2], other)
    alternatives: list[tuple[int, int]] = []
    begin = first
    for i in range(first, len(words)):
        if words[i] == "or":
            alternatives.append((begin, i - 1))
            begin = i + 1
    alternatives.append((begin, len(words) - 1))
    for _, edit in _drop_each(body, alternatives):
        yield "drop-clause", edit
    for a, b in alternatives:
        if words[a] == "sacrifice":
            for other in _SIZES:
                if other != words[b]:
                    yield "selector", _replace(body[b], other)
        elif words[a] == "nothing":
            yield "outcome", _replace(body[a], "life 1")
        elif words[a] == "life":
            yield "outcome", _span(body, a, b, "nothing")


# -- the whole set ----------------------------------------------------------------------------------


def _context(book: Rulebook, language: str) -> _Context:
    options: dict[str, list[str]] = {}
    categories: list[str] = []
    for rule, block in book.blocks_in(language):
        for st in statements_of(block.text, rule.id):
            words = st.words()
            if len(words) > 2 and words[1] == "option":
                at = words.index("default")
                options.setdefault(words[2], [w for w in words[4:at] if w not in ("|", "number", "from")
                                              and not w.isdigit()])
            if len(words) > 2 and words[1] == "category" and words[2] not in categories:
                categories.append(words[2])
    return _Context(options, categories)


def _line_of(block: Block, offset: int) -> int:
    return block.line + block.text.count("\n", 0, offset)


def spec_mutants(book: Rulebook, families: Sequence[Family] = ("grid", "landfight")) -> list[Mutant]:
    """Every rule-set mutant of the formal blocks, in rulebook order; IDs are stable while the text is."""
    out: list[Mutant] = []
    counts: dict[tuple[str, str, str], int] = {}

    def add(family: Family, rule: str, operator: str, change: str, edit: SpecEdit, block: Block, line: int) -> None:
        key = (family, rule, operator)
        counts[key] = counts.get(key, 0) + 1
        out.append(Mutant(
            id=f"rules:{family}:{rule}:{operator}:{counts[key]}", family=family, kind="rules", operator=operator,
            target=rule, change=change, line=line, source=f"spec/{block.source}", edit=edit,
        ))

    for language, family in LANGUAGE_OF.items():
        if family not in families:
            continue
        ctx = _context(book, language)
        changes = _grid_changes if family == "grid" else _landfight_changes
        for rule, block in book.blocks_in(language):
            index = rule.blocks.index(block)
            statements = statements_of(block.text, rule.id)
            seen: set[str] = set()
            for st in statements:
                before = block.text[st.start:st.end]
                line = _line_of(block, st.start)
                dropped = block.text[:st.start] + block.text[st.end:]
                add(family, rule.id, "drop", f"{_flat(before)!r} -> (dropped)",
                    SpecEdit(rule.id, index, dropped), block, line)
                for operator, edits in changes(st, ctx):
                    text = _apply(block.text, edits)
                    if text == block.text or text in seen:
                        continue
                    seen.add(text)
                    after = _apply(before, [(s - st.start, e - st.start, n) for s, e, n in edits])
                    add(family, rule.id, operator, f"{_flat(before)!r} -> {_flat(after)!r}",
                        SpecEdit(rule.id, index, text), block, line)
            # Statements of one rule change places (the engine reads them in order).
            for n in range(len(statements) - 1):
                a, b = statements[n], statements[n + 1]
                first, second = block.text[a.start:a.end], block.text[b.start:b.end]
                swapped = block.text[:a.start] + second.rstrip() + "\n" + first + block.text[b.end:]
                if second.rstrip() + "\n" + first == first + second:
                    continue
                add(family, rule.id, "reorder", f"{_flat(first)!r} and {_flat(second)!r} change places",
                    SpecEdit(rule.id, index, swapped), block, _line_of(block, a.start))
        for first, second, block in _rule_swaps(book, language, family):
            add(family, first, "precedence", f"{first} and {second} change places in rulebook order",
                SpecEdit(first, 0, None, second), block, block.line)
    return out


def _rule_swaps(book: Rulebook, language: str, family: Family) -> list[tuple[str, str, Block]]:
    """Consecutive rules whose order decides something change places in rulebook order: grid clauses
    (the order clauses are gathered in) and Landfight permissions (the first that allows an act is cited)."""
    decisive: list[tuple[str, Block]] = []
    for rule, block in book.blocks_in(language):
        words = [st.words()[1] for st in statements_of(block.text, rule.id) if len(st.words()) > 1]
        if ("clause" in words if family == "grid" else "may" in words) and all(r != rule.id for r, _ in decisive):
            decisive.append((rule.id, block))
    return [(first, second, block) for (first, block), (second, _) in zip(decisive, decisive[1:], strict=False)]


def apply_spec_edit(book: Rulebook, edit: SpecEdit) -> None:
    """Change ``book`` in place as ``edit`` says (only ever in a forked child, or a private copy)."""
    rules = book.rules
    if edit.swap_with is not None:
        items = list(rules.items())
        keys = [k for k, _ in items]
        i, j = keys.index(edit.rule), keys.index(edit.swap_with)
        items[i], items[j] = items[j], items[i]
        rules.clear()
        rules.update(items)
        return
    rule = rules[edit.rule]
    assert edit.text is not None
    blocks = list(rule.blocks)
    blocks[edit.block] = dataclasses.replace(blocks[edit.block], text=edit.text)
    rules[edit.rule] = dataclasses.replace(rule, blocks=tuple(blocks))
