"""Mea Culpa for the terminal: a hot-seat edition for 2-4 players."""
