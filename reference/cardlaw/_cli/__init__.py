"""Helpers of the `cardlaw` command line (see `cardlaw.cli`); not a public API."""
