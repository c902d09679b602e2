import CMalloc
import Foundation
import TabulaCore

/// The executable's one allocator setting: glibc's malloc keeps at most one arena per core.
///
/// By default glibc gives each new thread an arena of its own, up to eight per core, and
/// memory freed into an arena is reused only by that arena's threads. A build keeps about
/// one thread busy per core (`ConcurrentMap`), but the threads change from phase to phase:
/// with an arena each, the memory one phase freed stays resident while the next phase's
/// threads grow arenas of their own. With one arena per core the next phase reuses it.
///
/// What must hold: it runs first in `main`, before any thread is started. It is set with
/// `mallopt`, process state that no child process (`git`, the browser `--open` starts)
/// inherits. `TABULA_MALLOC_DEFAULTS=1` leaves glibc's malloc as it comes.
enum MallocArenas {
    static func limitToCores() {
        guard ProcessInfo.processInfo.environment["TABULA_MALLOC_DEFAULTS"] != "1" else { return }
        _ = mallopt(M_ARENA_MAX, Int32(clamping: Cores.active))
    }
}
