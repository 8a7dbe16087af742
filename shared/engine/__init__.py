"""The pure core: engine protocol, errors, seeded chance, game records, saves, table files
shared by several processes, and bots.

Nothing here imports Textual or rich, so the rules engines, the simulators and the tests can use
it without a terminal.
"""

from shared.engine.errors import IllegalActionError, SaveFileError
from shared.engine.protocol import GameEngine
from shared.engine.record import GameRecord

__all__ = ["GameEngine", "GameRecord", "IllegalActionError", "SaveFileError"]
