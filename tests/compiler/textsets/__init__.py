"""Measurement sets for the text checker (issue 14), written before the reader.

- `mutants.py`: semantic mutants generated from each card's *text* (wrong texts the checker must flag);
- `paraphrases.toml`: correct rewordings written by hand (texts the checker must not flag);
- `wrong.toml`: the realistic wrong texts of issue 14, each with the difference it must name;
- `sets.py`: the cards in scope, the held-out split and the measurement of a checker on both sets.

The held-out third is chosen by a hash of the card's key (`sets.held_out`), fixed before the reader was
written: its paraphrases and mutants are not looked at while the reader is developed.
"""
