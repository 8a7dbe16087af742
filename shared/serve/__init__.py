"""``serve``: the join screen in web browsers, through the optional ``textual-serve``.

``textual-serve`` runs a command once per browser that opens the page and shows its screen
there; the command here is the game's own ``join``, so each browser asks for its code and plays
its seat at the host's table (every process runs on this machine, next to the table file; a
browser only ever gets the screen of its own seat). It is an optional extra
(``pip install "sinful-tables[web]"``), imported only when ``serve`` runs, so the games never
need it otherwise.

By concern:

- :mod:`.command`: the command itself: what it checks before it listens, the folders it makes,
  the server it runs until interrupted;
- :mod:`.listening`: where it listens, and the address players open;
- :mod:`.page`: the page, textual-serve's own with a few additions, and the page when full;
- :mod:`.folders`: the browsers' own data and config folders (nothing of the host's but its
  tables);
- :mod:`.limits`: how many sessions, how large a message, how long without a key;
- :mod:`.peers`: which address a browser comes from (the key its limits are counted by);
- :mod:`.server`: textual-serve's server and session with those limits;
- :mod:`.textual_serve_internals`: the one private name of textual-serve it reads.

Nothing here imports the package's modules on ``import shared.serve``: the command line imports
:mod:`.command` when ``serve`` runs.
"""
