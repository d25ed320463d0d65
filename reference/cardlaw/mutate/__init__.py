"""Mutation testing of the conformance corpus: wrong versions of the reference that the suite must catch.

`mutate_command` is ``cardlaw conformance mutate``; `all_mutants` lists the mutants, `run_mutants`
runs them (each in a forked child) and `figures` scores a run. See conformance/MUTATION.md.
"""

from ._command import all_mutants, mutate_command, select
from ._model import CodeEdit, Mutant, Outcome, SpecEdit
from ._report import GOALS, Figures, Listed, figures, read_lists, stale_entries
from ._run import Corpus, load_corpus, run_mutants

__all__ = [
    "GOALS", "CodeEdit", "Corpus", "Figures", "Listed", "Mutant", "Outcome", "SpecEdit", "all_mutants", "figures",
    "load_corpus", "mutate_command", "read_lists", "run_mutants", "select", "stale_entries",
]
