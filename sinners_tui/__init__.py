"""Sinners for the terminal: a hot-seat edition for 2-5 players."""
