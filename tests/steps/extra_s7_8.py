"""Steps added while writing the scenarios of this part of the rules (merged into duel.py later)."""
