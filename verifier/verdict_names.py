"""The verdict words, apart from the solver (so that the export's schema can name them without z3 installed).

PROVED, REFUTED, WARNING, UNKNOWN and N/A are described in verifier/verdicts.py."""
from __future__ import annotations

PROVED, REFUTED, UNKNOWN, WARNING, NA = "PROVED", "REFUTED", "UNKNOWN", "WARNING", "N/A"
VERDICTS = (PROVED, REFUTED, WARNING, UNKNOWN, NA)
