// Unit tests see the same dictionary as the game: every strings table handed to the words service.
import '../../src/app/words';
