"""The pure core: engine protocol, errors, seeded chance, game records, saves, table files
shared by several processes, and bots.

Nothing here imports Textual or rich, so the rules engines, the simulators and the tests can use
it without a terminal. Importing one of its modules runs none of the others: ``GameRecord`` (a
pydantic model) is imported from here only when first asked for (``shared.lazy``), so the
light modules (errors, names, bots, the protocol) stay light for a game's first frame.
"""

from typing import TYPE_CHECKING

from shared.engine.errors import IllegalActionError, SaveFileError
from shared.engine.protocol import GameEngine
from shared.lazy import lazy_names

if TYPE_CHECKING:
    from shared.engine.record import GameRecord

__all__ = ["GameEngine", "GameRecord", "IllegalActionError", "SaveFileError"]

__getattr__ = lazy_names(__name__, {"GameRecord": "shared.engine.record"})
