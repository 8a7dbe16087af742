"""The hot-seat framework both games stand on.

``shared.engine`` is the pure part (no user-interface library may be imported there; an
import-linter contract enforces it). ``shared.ui`` is the Textual part: the base app, the
curtain, the setup screen, dialogs and widgets both games reuse. ``shared.cli`` builds the
command line both games share. A game played from several terminals keeps its record in a
table file (``shared.engine.table_store``), which every process at the table reads and
writes (``shared.session.remote``); ``shared.serve`` hands the join screen to web browsers.
"""
