"""SVG diagrams drawn from a scenario: the grid board with its cards and moves, the two
Landfight fields, and deck summaries. A scenario whose setup has no drawing raises
`SiteError` naming the scenario."""

from __future__ import annotations

import re
from typing import Any

from .context import SiteError, Site, esc

SIDE_COLOUR = {"south": "#2f5f9e", "north": "#a83232", "p1": "#2f5f9e", "p2": "#a83232"}
_SQUARE = re.compile(r"^([a-z])(\d+)$")
_MOVE = re.compile(r"^\s*([a-z]\d+)\s+([a-z]\d+)\s*$")


def _lines(name: str, width: int, count: int = 2) -> list[str]:
    """A name cut into at most ``count`` lines of ``width`` characters, the last one ellipsed."""
    words, lines, line = name.split(), [], ""
    for word in words:
        if len(line) + len(word) + (1 if line else 0) <= width:
            line = f"{line} {word}".strip()
        else:
            if line:
                lines.append(line)
            line = word
    if line:
        lines.append(line)
    if len(lines) > count:
        lines = lines[:count]
        lines[-1] = lines[-1][: width - 1] + "…"
    return [ln if len(ln) <= width else ln[: width - 1] + "…" for ln in lines]


def _text(x: float, y: float, s: str, size: int = 10, fill: str = "#1b1b1b", anchor: str = "middle",
          weight: str = "normal") -> str:
    return (f'<text x="{x:.0f}" y="{y:.0f}" font-size="{size}" fill="{fill}" text-anchor="{anchor}" '
            f'font-weight="{weight}">{esc(s)}</text>')


# ---------------------------------------------------------------- grid

def grid_board(site: Site, scenario: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Square -> {owner, card, face_up} of the position before the first action."""
    setup = scenario["setup"]
    if "board" in setup:
        return {sq: {"owner": e["owner"], "card": e["card"], "face_up": bool(e.get("face_up", False))}
                for sq, e in setup["board"].items()}
    if "deal" in setup:
        from cardlaw.conformance._execute import _setup_grid
        from cardlaw.grid import view

        try:
            game = _setup_grid(scenario, {})
        except Exception as exc:  # a refused deal still has a picture: the empty board and the refusal
            return {"_refused": {"owner": "", "card": {"name": str(exc)}, "face_up": False}}
        return {e["square"]: {"owner": e["owner"], "card": e["card"], "face_up": e["face_up"]}
                for e in view(game, None)["board"]}
    raise SiteError(f"conformance/{scenario['id']}.json: {scenario['id']}: a grid setup with neither "
                    "'board' nor 'deal' cannot be drawn")


def grid_svg(site: Site, scenario: dict[str, Any]) -> str:
    from cardlaw.rules import load_ruleset

    try:
        grid = load_ruleset(scenario["game"]).grid
    except Exception as exc:
        raise SiteError(f"conformance/{scenario['id']}.json: {scenario['id']}: no grid for game "
                        f"{scenario['game']!r}: {exc}") from None
    cols, rows, home = grid.columns, grid.rows, grid.home_rows
    cell, left, top = 62, 26, 14
    width, height = left + cols * cell + 12, top + rows * cell + 44
    board = grid_board(site, scenario)
    out = [f'<svg class="cl-diagram cl-board" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
           f'role="img" aria-label="{esc(_board_label(scenario))}" xmlns="http://www.w3.org/2000/svg" '
           'font-family="system-ui, sans-serif">']
    for r in range(rows):
        rank = rows - r
        y = top + r * cell
        out.append(_text(left - 12, y + cell / 2 + 4, str(rank), 11, "#555"))
        for c in range(cols):
            x = left + c * cell
            shade = "#e8eef7" if rank <= home else ("#f7e9e9" if rank > rows - home else "#f4f4f4")
            out.append(f'<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="{shade}" stroke="#9a9a9a" '
                       'stroke-width="1"/>')
    for c in range(cols):
        out.append(_text(left + c * cell + cell / 2, top + rows * cell + 14, chr(ord("a") + c), 11, "#555"))

    def centre(square: str) -> tuple[float, float] | None:
        m = _SQUARE.match(square)
        if not m:
            return None
        c, rank = ord(m.group(1)) - ord("a"), int(m.group(2))
        if not (0 <= c < cols and 1 <= rank <= rows):
            return None
        return left + c * cell + cell / 2, top + (rows - rank) * cell + cell / 2

    for square, entry in sorted(board.items()):
        if square == "_refused":
            out.append(_text(width / 2, top + rows * cell / 2, "deal refused", 13, "#a83232", weight="bold"))
            continue
        at = centre(square)
        if at is None:
            raise SiteError(f"conformance/{scenario['id']}.json: {scenario['id']}: square {square!r} is not on "
                            f"the {cols}x{rows} board")
        out.append(_grid_card(at, cell, entry))
    out.extend(_grid_moves(scenario, centre))
    y = top + rows * cell + 32
    out.append(f'<rect x="{left}" y="{y - 9}" width="12" height="12" rx="2" fill="#2f5f9e"/>')
    out.append(_text(left + 16, y + 1, "south, face down", 10, "#333", "start"))
    out.append(f'<rect x="{left + 118}" y="{y - 9}" width="12" height="12" rx="2" fill="#fff" stroke="#a83232" '
               'stroke-width="2.5"/>')
    out.append(_text(left + 134, y + 1, "north, face up", 10, "#333", "start"))
    out.append("</svg>")
    return "".join(out)


def _board_label(scenario: dict[str, Any]) -> str:
    return f"Board of {scenario['id']} before the first move"


def _grid_card(at: tuple[float, float], cell: int, entry: dict[str, Any]) -> str:
    x, y = at
    card = entry.get("card") or {}
    owner = entry.get("owner", "south")
    colour = SIDE_COLOUR.get(owner, "#555")
    w, h = cell - 12, cell - 10
    name = str(card.get("name", "?"))
    type_line = str(card.get("type", ""))
    value = card.get("toughness") or card.get("loyalty") or ""
    tip = f"{owner}: {name} — {type_line}" + (f" ({value})" if value else "") + (
        ", face up" if entry.get("face_up") else ", face down")
    parts = [f'<g class="cl-card {"up" if entry.get("face_up") else "down"}"><title>{esc(tip)}</title>']
    if entry.get("face_up"):
        parts.append(f'<rect x="{x - w / 2:.0f}" y="{y - h / 2:.0f}" width="{w}" height="{h}" rx="5" fill="#fffdf6" '
                     f'stroke="{colour}" stroke-width="2.5"/>')
        ink = "#1b1b1b"
    else:
        parts.append(f'<rect x="{x - w / 2:.0f}" y="{y - h / 2:.0f}" width="{w}" height="{h}" rx="5" '
                     f'fill="{colour}" stroke="#222" stroke-width="1"/>')
        parts.append(f'<rect x="{x - w / 2 + 4:.0f}" y="{y - h / 2 + 4:.0f}" width="{w - 8}" height="{h - 8}" rx="3" '
                     'fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-dasharray="3 2"/>')
        ink = "#ffffff"
    for i, line in enumerate(_lines(name, 9)):
        parts.append(_text(x, y - 8 + i * 11, line, 9, ink))
    if value:
        parts.append(_text(x + w / 2 - 6, y + h / 2 - 5, str(value), 9, ink, "end", "bold"))
    parts.append("</g>")
    return "".join(parts)


def _grid_moves(scenario: dict[str, Any], centre: Any) -> list[str]:
    out = ['<defs><marker id="cl-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" '
           'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#e0a100"/></marker></defs>']
    actions = scenario.get("actions", [])
    for n, action in enumerate(actions[:12], start=1):
        m = _MOVE.match(str(action.get("move", "")))
        if not m:
            continue
        a, b = centre(m.group(1)), centre(m.group(2))
        if a is None or b is None:
            continue
        (x1, y1), (x2, y2) = a, b
        # Shorten the arrow so both cards stay readable under it.
        dx, dy = x2 - x1, y2 - y1
        length = max((dx * dx + dy * dy) ** 0.5, 1)
        sx, sy = x1 + dx * 14 / length, y1 + dy * 14 / length
        ex, ey = x2 - dx * 10 / length, y2 - dy * 10 / length
        tip = f"{n}. {action.get('player', '')} {action['move']}"
        out.append(f'<g class="cl-move"><title>{esc(tip)}</title>'
                   f'<line x1="{sx:.0f}" y1="{sy:.0f}" x2="{ex:.0f}" y2="{ey:.0f}" stroke="#e0a100" '
                   'stroke-width="4" stroke-linecap="round" marker-end="url(#cl-arrow)" opacity="0.9"/>')
        if len(actions) > 1:
            mx, my = (sx + ex) / 2, (sy + ey) / 2
            out.append(f'<circle cx="{mx:.0f}" cy="{my:.0f}" r="7" fill="#e0a100"/>'
                       + _text(mx, my + 3.5, str(n), 9, "#000", weight="bold"))
        out.append("</g>")
    return out


# ---------------------------------------------------------------- Landfight

def _lf_names(scenario: dict[str, Any]) -> dict[str, str]:
    return {key: str(card.get("name", key)) for key, card in (scenario["setup"].get("cards") or {}).items()}


def _lf_name(names: dict[str, str], ref: Any) -> str:
    if isinstance(ref, dict):
        ref = ref.get("card", "?")
    key = str(ref).split("/", 1)[-1].split("#", 1)[0]
    return names.get(key, key)


def landfight_views(site: Site, scenario: dict[str, Any]) -> tuple[dict[str, Any] | None, list[Any]]:
    """The referee view before the first action, and the longest response chain the actions build."""
    from cardlaw.landfight import game_from_setup, read_game_setup, view

    try:
        game = game_from_setup(read_game_setup(scenario["setup"], "scenario"), scenario.get("options") or {})
    except Exception:
        return None, []
    first = view(game, None)
    chain: list[Any] = list(first.get("chain") or [])
    for action in scenario.get("actions", []):
        try:
            game.apply(action)
        except Exception:
            break
        now = view(game, None).get("chain") or []
        if len(now) > len(chain):
            chain = list(now)
    return first, chain


def landfight_svg(site: Site, scenario: dict[str, Any]) -> str:
    setup = scenario["setup"]
    if "position" in setup:
        first, chain = landfight_views(site, scenario)
        return _lf_fields(scenario, first, chain)
    if "deck" in setup:
        return _lf_deck(scenario, setup["deck"])
    for key in ("start", "match"):
        if key in setup:
            return _lf_decks(scenario, setup[key].get("decks") or {}, key)
    raise SiteError(f"conformance/{scenario['id']}.json: {scenario['id']}: a Landfight setup with none of "
                    "'position', 'deck', 'start', 'match' cannot be drawn")


def _lf_zone_card(x: float, y: float, w: int, h: int, names: dict[str, str], entry: Any, colour: str,
                  label: str) -> str:
    parts = [f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="4" fill="#f6f6f2" stroke="#b9b9b0" '
             'stroke-dasharray="4 3"/>', _text(x + w / 2, y + h - 4, label, 8, "#888")]
    if not entry:
        return "".join(parts)
    name = _lf_name(names, entry)
    strength = entry.get("strength") if isinstance(entry, dict) else None
    tip = name + (f", strength {strength}" if strength is not None else "")
    parts = [f'<g class="cl-card up"><title>{esc(tip)}</title>',
             f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="4" fill="#fffdf6" stroke="{colour}" '
             'stroke-width="2.5"/>']
    for i, line in enumerate(_lines(name, 10)):
        parts.append(_text(x + w / 2, y + 16 + i * 11, line, 9))
    if strength is not None:
        parts.append(f'<circle cx="{x + w - 11}" cy="{y + h - 11}" r="8" fill="{colour}"/>'
                     + _text(x + w - 11, y + h - 7.5, str(strength), 9, "#fff", weight="bold"))
    if isinstance(entry, dict):
        if entry.get("attachment"):
            parts.append(_text(x + 4, y + h - 18, "⚲ " + _lf_name(names, entry["attachment"])[:11], 8, "#555",
                               "start"))
        if entry.get("stacked"):
            parts.append(_text(x + 4, y + h - 6, f"+{len(entry['stacked'])} stacked", 8, "#555", "start"))
    parts.append(_text(x + w / 2, y + h + 10, label, 8, "#888"))
    parts.append("</g>")
    return "".join(parts)


def _lf_fields(scenario: dict[str, Any], first: dict[str, Any] | None, chain: list[Any]) -> str:
    names = _lf_names(scenario)
    position = scenario["setup"]["position"]
    zw, zh, gap = 70, 62, 8
    chain_w = 170 if chain else 0
    width = 16 + (zw + gap) * 7 + 10 + chain_w
    band = zh + 46
    height = 30 + 2 * band + 10
    if first is not None:
        players = first["players"]
        head = f"Turn {first.get('turn')} · {first.get('player')} · {first.get('phase')} phase"
        decision = first.get("decision") or {}
        if decision.get("player"):
            head += f" · {decision['player']} decides ({decision.get('moment', '')})"
    else:
        players = {}
        for p, side in position.get("players", {}).items():
            players[p] = {
                "life": side.get("life", 40), "land": side.get("land"), "hand": side.get("hand", []),
                "deck": [None] * sum(e.get("count", 1) if isinstance(e, dict) else 1 for e in side.get("deck", [])),
                "ruins": side.get("ruins", []),
                "creatures": {str(k): v for k, v in (side.get("creatures") or {}).items()},
            }
        head = f"Turn {position.get('turn')} · {position.get('player')} · {position.get('phase')} phase · " \
               "setup refused"
    out = [f'<svg class="cl-diagram cl-field" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
           f'role="img" aria-label="{esc("Landfight position of " + scenario["id"])}" '
           'xmlns="http://www.w3.org/2000/svg" font-family="system-ui, sans-serif">',
           _text(12, 18, head, 11, "#333", "start", "bold")]
    for index, p in enumerate(("p2", "p1")):
        side = players.get(p)
        y0 = 30 + index * band
        colour = SIDE_COLOUR[p]
        out.append(f'<rect x="6" y="{y0}" width="{(zw + gap) * 7 + 12}" height="{band - 6}" rx="6" '
                   f'fill="{"#f7eded" if p == "p2" else "#edf2f8"}" stroke="{colour}" stroke-opacity="0.5"/>')
        if side is None:
            out.append(_text(20, y0 + 30, f"{p}: not in this setup", 10, "#555", "start"))
            continue
        info = (f"{p} · Land Life {side.get('life')} · hand {len(side.get('hand') or [])} · "
                f"deck {len(side.get('deck') or [])} · Ruins {len(side.get('ruins') or [])}")
        ty = y0 + 14
        zy = y0 + 22
        out.append(_text(14, ty, info, 10, colour, "start", "bold"))
        land = side.get("land")
        out.append(_lf_zone_card(14, zy, zw, zh, names, {"card": land} if land else None, "#5c7a3a", "Land"))
        creatures = side.get("creatures") or {}
        for z in range(1, 7):
            entry = creatures.get(str(z))
            if isinstance(entry, str):
                entry = {"card": entry}
            out.append(_lf_zone_card(14 + (zw + gap) * z, zy, zw, zh, names, entry, colour, f"zone {z}"))
    if chain:
        x0 = width - chain_w + 4
        out.append(f'<rect x="{x0}" y="30" width="{chain_w - 10}" height="{2 * band - 6}" rx="6" fill="#fff8e6" '
                   'stroke="#e0a100"/>')
        out.append(_text(x0 + 8, 46, "Response chain (last on top)", 10, "#7a5600", "start", "bold"))
        for i, link in enumerate(reversed(chain[-10:])):
            who = link.get("player", "") if isinstance(link, dict) else ""
            what = _lf_name(names, link)
            to = link.get("to") if isinstance(link, dict) else None
            line = f"{len(chain) - i}. {who} {what}" + (f" → {_lf_name(names, to)}" if to else "")
            out.append(_text(x0 + 8, 64 + i * 15, line[:28], 9, "#333", "start"))
    out.append("</svg>")
    return "".join(out)


def _count(entries: list[Any]) -> int:
    return sum(int(e.get("count", 1)) if isinstance(e, dict) else 1 for e in entries)


def _lf_deck(scenario: dict[str, Any], deck: dict[str, Any]) -> str:
    rows: list[tuple[str, str, int]] = []
    for part in ("cards", "side"):
        for e in deck.get(part, []):
            card = e.get("card") or {}
            rows.append((part, f"{card.get('name', '?')} ({card.get('kind', '?')}"
                         + (f", {card['badge']}" if card.get("badge") else "") + ")", int(e.get("count", 1))))
    shown = rows[:14]
    width, height = 420, 44 + 14 * len(shown) + (14 if len(rows) > len(shown) else 0)
    out = [f'<svg class="cl-diagram cl-deck" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
           f'role="img" aria-label="{esc("Deck of " + scenario["id"])}" xmlns="http://www.w3.org/2000/svg" '
           'font-family="system-ui, sans-serif">',
           f'<rect x="2" y="2" width="{width - 4}" height="{height - 4}" rx="6" fill="#f6f6f2" stroke="#999"/>',
           _text(12, 20, f"Deck: {_count(deck.get('cards', []))} cards, side deck: "
                 f"{_count(deck.get('side', []))}", 11, "#333", "start", "bold")]
    for i, (part, label, n) in enumerate(shown):
        y = 38 + i * 14
        out.append(f'<rect x="12" y="{y - 9}" width="{min(n, 10) * 6}" height="10" '
                   f'fill="{"#2f5f9e" if part == "cards" else "#8a6d00"}"/>')
        out.append(_text(80, y, f"{n} × {label}" + (" [side]" if part == "side" else ""), 9, "#222", "start"))
    if len(rows) > len(shown):
        out.append(_text(12, 38 + len(shown) * 14, f"… and {len(rows) - len(shown)} more lines", 9, "#555",
                         "start"))
    out.append("</svg>")
    return "".join(out)


def _lf_decks(scenario: dict[str, Any], decks: dict[str, Any], key: str) -> str:
    width, height = 420, 78
    out = [f'<svg class="cl-diagram cl-deck" viewBox="0 0 {width} {height}" width="{width}" height="{height}" '
           f'role="img" aria-label="{esc("Decks of " + scenario["id"])}" xmlns="http://www.w3.org/2000/svg" '
           'font-family="system-ui, sans-serif">',
           _text(8, 16, "A new game from two decks" if key == "start" else "A best-of-three match from two decks",
                 11, "#333", "start", "bold")]
    for i, p in enumerate(("p1", "p2")):
        y = 26 + i * 24
        n = _count(decks.get(p, []))
        out.append(f'<rect x="8" y="{y}" width="{max(4, n * 4)}" height="16" rx="3" fill="{SIDE_COLOUR[p]}"/>')
        out.append(_text(16 + n * 4, y + 12, f"{p}: {n} cards", 10, "#222", "start"))
    out.append("</svg>")
    return "".join(out)


def diagram(site: Site, scenario: dict[str, Any]) -> str:
    if scenario.get("game") == "landfight":
        return landfight_svg(site, scenario)
    return grid_svg(site, scenario)
