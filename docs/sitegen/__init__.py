"""What the rulebook site adds to the rulebook: worked examples, diagrams, matrices, the
card gallery, the generated reference pages, the French edition's checks and the
in-page ruler. Everything here reads `spec/`, `conformance/` and `cards/` through the
reference package and writes HTML; nothing here states a rule.

`docs/hooks.py` drives it; tests import it with `docs/` on `sys.path`.
"""
