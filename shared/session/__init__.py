"""The table session: the game flow of one table, with no user interface library.

Who decides next and whether the keyboard changes hands (:mod:`.handover`), applying a choice
and saving it (:mod:`.table`, :mod:`.autosave`), the bots, the results still to be read and
each seat's "since your last decision" mark, and the link to a table file shared with other
processes (:mod:`.remote`). ``shared.ui`` draws what a session says and turns keys into its
one call in; the session never imports textual or rich (an import-linter contract says so).
"""
